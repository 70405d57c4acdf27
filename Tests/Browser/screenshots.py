"""Screenshots of the web Store's pages at phone (390x844) and desktop (1440x900) size, and of the web POS's at the
counter's 1024x768 (`pos-*.png`, walked as axe.py walks them) and the back office's at 1440x900 (`admin-*.png`), in
headless Chromium.

Usage: screenshots.py BASE_URL OUT_DIR. Uses Debian's chromium and chromedriver (nothing is downloaded).
"""
import os
import random
import re
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from axe import admin_pages, pos_pages
from harness import choose_city, click, driver, wait

SIZES = {"phone": (390, 844, True), "desktop": (1440, 900, False)}


def size(browser, name):
    width, height, mobile = SIZES[name]
    browser.set_window_size(width, height)
    browser.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})


def links(browser, base, path, pattern):
    browser.get(base + path)
    hrefs = [a.get_attribute("href").removeprefix(base) for a in browser.find_elements(By.CSS_SELECTOR, "main a[href]")]
    return [h for h in hrefs if re.search(pattern, h)]


def pages(browser, base):
    level = links(browser, base, "/catalog", r"^/catalog/[0-9A-F-]{36}$")[0]
    listing = links(browser, base, level, r"^/category/")[0]
    product = links(browser, base, listing, r"^/product/")[0]
    sale = links(browser, base, "/", r"^/sale/")[0]
    collection = links(browser, base, "/", r"^/collection/")[0]
    return [("main", "/"), ("catalogue", "/catalog"), ("catalogue-level", level), ("listing", listing),
            ("product", product), ("search", "/search"), ("search-results", "/search?q=rjhv"),
            ("sales", "/sales"), ("sale", sale), ("collection", collection), ("login", "/login"),
            ("register", "/register"), ("profile", "/profile"), ("favorites", "/favorites"), ("city", "/city"),
            ("not-found", "/nope")], listing


def shoot(browser, out, page, name):
    browser.save_screenshot(os.path.join(out, f"{page}-{name}.png"))


def account_pages(browser, base, out, name):
    """A guest with a line in the cart and a starred product registers, checks out and looks at the order."""
    browser.get(base + "/city")
    click(browser, "form:has(input[name='city']) button")
    WebDriverWait(browser, 10).until(lambda b: not b.current_url.endswith("/city"))
    browser.get(base + "/catalog")
    while not browser.find_elements(By.CSS_SELECTOR, ".grid .tile"):
        click(browser, ".categories a.category")
    click(browser, '.grid .tile form:has(input[value="favorite"]) button[aria-pressed="false"]')
    WebDriverWait(browser, 10).until(lambda b: b.find_elements(By.CSS_SELECTOR, '.star[aria-pressed="true"]'))
    browser.get(base + "/register")
    phone = "7913" + "".join(random.choice("0123456789") for _ in range(7))
    for field, value in (("surname", "Котова"), ("name", "Мария"), ("phone", phone), ("password", "Meowls2024"),
                         ("confirmation", "Meowls2024")):
        browser.find_element(By.NAME, field).send_keys(value)
    click(browser, "form:has(input[value='register']) button[type='submit']")
    WebDriverWait(browser, 10).until(lambda b: b.current_url.endswith("/cart"))
    shoot(browser, out, "cart-merge-report", name)
    browser.get(base + "/checkout")
    shoot(browser, out, "checkout", name)
    street = browser.find_element(By.NAME, "street")
    street.send_keys("Лен")
    click(browser, "button[value='suggest:street']")
    shoot(browser, out, "checkout-suggestions", name)
    click(browser, ".suggestion-list .suggestion")
    # NB: the suggestion's click submits the form; the checkout comes back with its buttons once that page loads.
    wait(browser, lambda b: b.find_elements(By.CSS_SELECTOR, "button[value='purchase']"))
    click(browser, "button[value='purchase']")
    WebDriverWait(browser, 10).until(lambda b: "/checkout" in b.current_url)
    shoot(browser, out, "checkout-refused", name)
    click(browser, "label:has(#delivery-self_pickup)")
    click(browser, ".pickup-only label.option.whole")
    click(browser, "label:has(input[name='payment'])")
    click(browser, "button[value='purchase']")
    try:
        WebDriverWait(browser, 10).until(lambda b: "/checkout/done/" in b.current_url)
    except Exception:
        shoot(browser, "/tmp", "failed", name)
        raise
    shoot(browser, out, "order-placed", name)
    number = browser.current_url.rstrip("/").split("/")[-1]
    for page, path in (("orders", "/orders"), ("order", f"/orders/{number}"),
                       ("order-cancel", f"/orders/{number}/cancel"), ("profile-signed-in", "/profile"),
                       ("profile-edit", "/profile/edit"), ("profile-delete", "/profile/delete"),
                       ("user-agreement", "/pages/user-agreement")):
        browser.get(base + path)
        shoot(browser, out, page, name)


def main():
    base, out = sys.argv[1].rstrip("/"), sys.argv[2]
    os.makedirs(out, exist_ok=True)
    browser = driver(js=True)
    try:
        for name in SIZES:
            size(browser, name)
            # The first visit: the city choice comes first. NB: the logs are read empty first, the not-found
            # page's 404 is no failure of the choice.
            browser.delete_all_cookies()
            browser.get_log("browser")
            browser.get_log("performance")
            browser.get(base + "/")
            browser.save_screenshot(os.path.join(out, f"city-first-{name}.png"))
            choose_city(browser)
            targets, listing = pages(browser, base)
            for page, path in targets:
                browser.get(base + path)
                browser.save_screenshot(os.path.join(out, f"{page}-{name}.png"))
            # Suggestions as one types, under the header's search box.
            browser.get(base + "/")
            browser.find_element(By.CSS_SELECTOR, "header form.search input[name=q]").send_keys("rjhv")
            wait(browser, lambda b: b.find_elements(By.CSS_SELECTOR, "header .suggest a.suggest-item"))
            browser.save_screenshot(os.path.join(out, f"suggestions-{name}.png"))
            # The cart with something in it: the first product of the listing added in one tap.
            browser.get(base + listing)
            click(browser, 'form:has(input[value="add-to-cart"]) button')
            wait(browser, lambda b: b.find_elements(By.CSS_SELECTOR, ".cart-tab .badge"))
            browser.get(base + "/cart")
            browser.save_screenshot(os.path.join(out, f"cart-{name}.png"))
            account_pages(browser, base, out, name)

        def shoot_pos(page, path):
            if path is not None:
                browser.get(base + path)
            slug = re.sub(r"[^a-z0-9]+", "-", page.lower().replace("'", "")).strip("-")
            browser.save_screenshot(os.path.join(out, f"{slug}-1024x768.png"))
        browser.set_window_size(1024, 768)
        # NB: the Store's shots end on pages that answer 404 and 422 on purpose; the POS walk checks the logs, so
        # they are read empty first.
        browser.get_log("browser")
        browser.get_log("performance")
        pos_pages(browser, base, shoot_pos)

        def shoot_admin(page, path):
            if path is not None:
                browser.get(base + path)
            slug = re.sub(r"[^a-z0-9]+", "-", page.lower()).strip("-")
            browser.save_screenshot(os.path.join(out, f"{slug}-1440x900.png"))
        browser.set_window_size(1440, 900)
        admin_pages(browser, base, shoot_admin)
    finally:
        browser.quit()


if __name__ == "__main__":
    main()
