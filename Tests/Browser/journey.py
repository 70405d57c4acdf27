"""A guest's journey through the web Store in headless Chromium, at phone size: the main page, the catalogue, a
category, a product, add to cart, the cart. Fails on any console error or failed request.

Usage: journey.py BASE_URL. Uses Debian's chromium and chromedriver (nothing is downloaded).
"""
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from harness import check_console, click, driver


def main():
    base = sys.argv[1].rstrip("/")
    browser = driver()
    try:
        browser.get(base + "/")
        assert browser.find_elements(By.CSS_SELECTOR, ".block"), "the main page shows its blocks"
        check_console(browser, "the main page")
        click(browser, ".tabs a[href='/catalog']")
        WebDriverWait(browser, 10).until(lambda b: b.current_url.endswith("/catalog"))
        check_console(browser, "the catalogue")
        # Down the tree until a category's products are listed.
        while not browser.find_elements(By.CSS_SELECTOR, ".grid .tile"):
            click(browser, ".categories a.category")
            check_console(browser, browser.current_url)
        listing = browser.current_url
        click(browser, ".grid .tile a.tile-link")
        WebDriverWait(browser, 10).until(lambda b: "/product/" in b.current_url)
        assert browser.find_element(By.CSS_SELECTOR, ".product h1").text, "the card names its product"
        check_console(browser, "the product card")
        browser.get(listing)
        click(browser, 'form:has(input[value="add-to-cart"]) button')
        WebDriverWait(browser, 10).until(lambda b: b.find_elements(By.CSS_SELECTOR, ".cart-tab .badge"))
        assert browser.find_element(By.CSS_SELECTOR, ".cart-tab .badge").text == "1", "the cart counts one unit"
        check_console(browser, "the listing after adding")
        click(browser, ".cart-tab")
        WebDriverWait(browser, 10).until(lambda b: b.current_url.endswith("/cart"))
        lines = browser.find_elements(By.CSS_SELECTOR, ".lines .line")
        assert len(lines) == 1, f"the cart holds one line, not {len(lines)}"
        assert browser.find_element(By.CSS_SELECTOR, ".summary-line.total"), "the cart shows its total"
        check_console(browser, "the cart")
        print("browser journey: a guest browsed a category, opened a product, added to the cart and saw it")
    finally:
        browser.quit()


if __name__ == "__main__":
    main()
