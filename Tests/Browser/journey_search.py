"""Search and language in headless Chromium at phone size, once with JavaScript on and once off: the search page's
popular searches, a query with a typo and one typed in the wrong keyboard layout (suggestions as one types with the
script; results either way), a popular search tapped, and the language switch there and back. Fails on any console
error or failed request.

Usage: journey_search.py BASE_URL. Uses Debian's chromium and chromedriver (nothing is downloaded).
"""
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from harness import check, choose_city, click, wait, with_and_without_script

# What a shopper types, and a word the products found must have in their names.
QUERIES = [("шампнь", "шампун"), ("rjhv", "корм")]


def search_page(browser, base):
    browser.get(base + "/search")
    choose_city(browser)
    wait(browser, lambda b: "/search" in b.current_url)
    popular = browser.find_elements(By.CSS_SELECTOR, ".popular a.search-row")
    assert popular, "the search page shows popular searches before anything is typed"
    check(browser, "the search page")
    href = popular[0].get_attribute("href")
    click(browser, ".popular a.search-row")
    wait(browser, lambda b: b.current_url == href)
    assert browser.find_elements(By.CSS_SELECTOR, "main h1"), "a popular search leads to a page"
    check(browser, "a popular search")


def query(browser, base, text, expected):
    browser.get(base + "/")
    box = browser.find_element(By.CSS_SELECTOR, "header form.search input[name=q]")
    box.send_keys(text)
    if browser.js_enabled:
        wait(browser, lambda b: b.find_elements(By.CSS_SELECTOR, "header .suggest a.suggest-item"))
        names = [a.text.lower() for a in browser.find_elements(By.CSS_SELECTOR, "header .suggest a.suggest-item")]
        assert any(expected in name for name in names), f"suggestions for {text!r} include {expected!r}: {names}"
        assert box.get_attribute("aria-expanded") == "true"
        check(browser, f"the suggestions for {text}")
    box.send_keys(Keys.ENTER)
    wait(browser, lambda b: "/search?q=" in b.current_url)
    names = [e.text.lower() for e in browser.find_elements(By.CSS_SELECTOR, ".grid .tile .tile-name")]
    assert names, f"{text!r} finds products"
    assert expected in names[0], f"the first product found for {text!r} has {expected!r}: {names[:3]}"
    check(browser, f"the results for {text}")
    # The query joins the history the search page shows.
    browser.get(base + "/search")
    assert text in [a.text for a in browser.find_elements(By.CSS_SELECTOR, ".history a.chip")]
    check(browser, "the search history")


def language(browser, base):
    browser.get(base + "/catalog")
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ru"
    click(browser, "form.language button")
    wait(browser, lambda b: b.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en")
    assert browser.current_url.endswith("/catalog"), "the switch stays on the page"
    assert browser.find_element(By.CSS_SELECTOR, "main h1").text == "Catalogue", "the page is in English"
    check(browser, "the catalogue in English")
    browser.get(base + "/search")
    assert browser.find_element(By.CSS_SELECTOR, ".popular h2").text == "Popular searches"
    click(browser, "form.language button")
    wait(browser, lambda b: b.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ru")
    check(browser, "back in Russian")


def steps(browser, base):
    search_page(browser, base)
    for text, expected in QUERIES:
        query(browser, base, text, expected)
    language(browser, base)


if __name__ == "__main__":
    with_and_without_script(
        steps, "popular searches, a typo and the wrong keyboard layout found (with suggestions as one types when "
        "the script runs), the language switch and back")
