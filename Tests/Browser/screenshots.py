"""Screenshots of the web Store's pages at phone (390x844) and desktop (1440x900) size, in headless Chromium.

Usage: screenshots.py BASE_URL OUT_DIR. Uses Debian's chromium and chromedriver (nothing is downloaded).
"""
import os
import re
import sys

from selenium.webdriver.common.by import By

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
    finally:
        browser.quit()


if __name__ == "__main__":
    main()
