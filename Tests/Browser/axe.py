"""Accessibility: axe-core on every page of the web Store a guest reaches, at phone and desktop size, in headless
Chromium. Fails on any serious or critical violation (and on a console error or failed request while loading).

Usage: axe.py BASE_URL. axe.min.js is the copy bundled in the PyPI package axe-playwright-python (run.sh pins it).
"""
import pathlib
import random
import re
import sys

import axe_playwright_python
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from harness import check, choose_city, click, driver

AXE = (pathlib.Path(axe_playwright_python.__file__).parent / "axe.min.js").read_text()
SIZES = {"phone": (390, 844, True), "desktop": (1440, 900, False)}


def first_link(browser, base, path, pattern):
    browser.get(base + path)
    hrefs = [a.get_attribute("href") for a in browser.find_elements(By.CSS_SELECTOR, "main a[href]")]
    return next(h for h in hrefs if re.search(pattern, h)).removeprefix(base)


def pages(browser, base):
    browser.get(base + "/")
    choose_city(browser)
    level = first_link(browser, base, "/catalog", r"/catalog/[0-9A-F-]{36}$")
    listing = first_link(browser, base, level, r"/category/")
    product = first_link(browser, base, listing, r"/product/")
    browser.get(base + "/")
    banners = [a.get_attribute("href").removeprefix(base) for a in browser.find_elements(By.CSS_SELECTOR, ".block a.card")]
    sale = next((b for b in banners if b.startswith("/sale/")), None)
    collection = next((b for b in banners if b.startswith("/collection/")), None)
    found = [("main", "/"), ("catalogue", "/catalog"), ("catalogue level", level), ("listing", listing),
             ("filtered listing", listing + "&sort=price"), ("product", product), ("search", "/search"),
             ("search results", "/search?q=rjhv"), ("login", "/login"), ("register", "/register"),
             ("favourites", "/favorites"), ("profile", "/profile"), ("city", "/city"), ("sales", "/sales"),
             ("not found", "/nope")]
    found += [("sale", sale)] if sale else []
    found += [("collection", collection)] if collection else []
    return found, listing


def customer_pages(browser, base, audit):
    """A guest with a product in the cart registers, looks at the checkout, orders for pick-up and looks at the
    order: every page only a customer sees goes through `audit(name, path)`."""
    browser.get(base + "/register")
    phone = "7913" + "".join(random.choice("0123456789") for _ in range(7))
    for name, value in (("surname", "Котова"), ("name", "Мария"), ("phone", phone), ("password", "Meowls2024"),
                        ("confirmation", "Meowls2024")):
        browser.find_element(By.NAME, name).send_keys(value)
    click(browser, "form:has(input[value='register']) button[type='submit']")
    WebDriverWait(browser, 10).until(lambda b: b.current_url.endswith("/cart"))
    for name, path in (("cart with the merge report", "/cart"), ("checkout", "/checkout")):
        audit(name, path)
    click(browser, "label:has(#delivery-self_pickup)")
    click(browser, ".pickup-only label.option.whole")
    click(browser, "label:has(input[name='payment'])")
    click(browser, "button[value='purchase']")
    WebDriverWait(browser, 10).until(lambda b: "/checkout/done/" in b.current_url)
    done = browser.current_url.removeprefix(base)
    number = done.rstrip("/").split("/")[-1]
    pages = [("order placed", done), ("order", f"/orders/{number}"), ("order cancel", f"/orders/{number}/cancel"),
             ("orders", "/orders"), ("profile signed in", "/profile"), ("profile edit", "/profile/edit"),
             ("profile delete", "/profile/delete"), ("user agreement", "/pages/user-agreement"),
             ("privacy policy", "/pages/privacy-policy"), ("contacts", "/pages/contacts")]
    for name, path in pages:
        audit(name, path)
    return len(pages) + 2


def violations(browser):
    browser.execute_script(AXE)
    result = browser.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(r => done(r.violations), e => done(String(e)));")
    if isinstance(result, str):
        raise AssertionError(f"axe failed: {result}")
    return [v for v in result if v["impact"] in ("serious", "critical")]


def describe(violation):
    targets = [" ".join(node["target"]) for node in violation["nodes"][:5]]
    return f"{violation['impact']} {violation['id']}: {violation['help']} at {targets}"


def main():
    base = sys.argv[1].rstrip("/")
    browser = driver(js=True)
    failures = []
    try:
        targets, listing = pages(browser, base)
        for size, (width, height, mobile) in SIZES.items():
            browser.execute_cdp_cmd(
                "Emulation.setDeviceMetricsOverride",
                {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})
            for name, path in targets:
                browser.get(base + path)
                failures += [f"{name} ({size}, {path}): {describe(v)}" for v in violations(browser)]
                if name == "not found":
                    # NB: its 404 is the point; the console and the log say so, which is no failure.
                    browser.get_log("browser")
                    browser.get_log("performance")
                else:
                    check(browser, f"{name} ({size})")
            # The cart with a product in it.
            browser.get(base + listing)
            click(browser, 'form:has(input[value="add-to-cart"]) button')
            WebDriverWait(browser, 10).until(lambda b: b.find_elements(By.CSS_SELECTOR, ".cart-tab .badge"))
            browser.get(base + "/cart")
            failures += [f"cart ({size}): {describe(v)}" for v in violations(browser)]
            check(browser, f"the cart ({size})")
            # The customer's own pages, then out again for the next size.
            def audit(name, path):
                browser.get(base + path)
                failures.extend(f"{name} ({size}, {path}): {describe(v)}" for v in violations(browser))
                check(browser, f"{name} ({size})")
            signed_in = customer_pages(browser, base, audit)
            browser.delete_all_cookies()
            browser.get(base + "/")
            choose_city(browser)
    finally:
        browser.quit()
    if failures:
        raise SystemExit("axe found serious or critical violations:\n" + "\n".join(failures))
    print(f"axe: no serious or critical violation on {len(targets) + 1 + signed_in} pages (a guest's and a "
          "customer's) at phone and desktop size")


if __name__ == "__main__":
    main()
