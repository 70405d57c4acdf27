"""A guest becomes a customer in headless Chromium, at phone size: chooses a city, adds a product to the cart and
stars another, registers (the cart and the favourites merge into the account, and the cart says so), checks out
with a suggested street and pick-up, sees the order, cancels it and repeats it into the cart. Fails on any console
error or failed request.

Usage: journey_account.py BASE_URL [--js | --no-js] (both, one after the other, by default). Uses Debian's chromium and chromedriver (nothing is downloaded).
"""
import random
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from harness import check_console, check_requests, click, driver


def checked(browser, where):
    check_console(browser, where)
    check_requests(browser, where)


def wait_for(browser, condition, what):
    WebDriverWait(browser, 10).until(lambda b: condition(b), message=what)


def guest_fills_cart_and_favourites(browser, base):
    browser.get(base + "/city")
    click(browser, "form:has(input[name='city']) button")
    wait_for(browser, lambda b: not b.current_url.endswith("/city"), "the city is chosen")
    checked(browser, "the city choice")
    browser.get(base + "/catalog")
    while not browser.find_elements(By.CSS_SELECTOR, ".grid .tile"):
        click(browser, ".categories a.category")
        checked(browser, browser.current_url)
    click(browser, '.grid .tile form:has(input[value="add-to-cart"]) button')
    wait_for(browser, lambda b: b.find_elements(By.CSS_SELECTOR, ".cart-tab .badge"), "the cart counts the unit")
    click(browser, '.grid .tile form:has(input[value="favorite"]) button[aria-pressed="false"]')
    wait_for(browser, lambda b: b.find_elements(By.CSS_SELECTOR, '.star[aria-pressed="true"]'), "the heart is on")
    checked(browser, "the listing after adding and starring")


def registers_and_sees_the_merge(browser, base):
    browser.get(base + "/register")
    assert browser.find_element(By.CSS_SELECTOR, ".agreement a[href='/pages/user-agreement']"), "agreement linked"
    phone = "7913" + "".join(random.choice("0123456789") for _ in range(7))
    for name, value in (("surname", "Котова"), ("name", "Мария"), ("phone", phone), ("password", "Meowls2024"),
                        ("confirmation", "Meowls2024")):
        browser.find_element(By.NAME, name).send_keys(value)
    click(browser, "form:has(input[value='register']) button[type='submit']")
    wait_for(browser, lambda b: b.current_url.endswith("/cart"), "registration goes to the cart")
    report = browser.find_element(By.CSS_SELECTOR, ".merge-report").text
    assert "Перенесли в ваш аккаунт" in report and "избранное" in report.lower(), f"the merge is reported: {report}"
    assert len(browser.find_elements(By.CSS_SELECTOR, ".lines .line")) == 1, "the guest's line is in the account"
    assert browser.find_elements(By.CSS_SELECTOR, ".tabs a[href='/profile']"), "logged in at once"
    checked(browser, "the cart after registering")
    browser.get(base + "/favorites")
    assert browser.find_elements(By.CSS_SELECTOR, ".grid .tile"), "the starred product moved into the account"
    checked(browser, "the favourites after registering")


def checks_out_with_a_suggested_street_and_pickup(browser, base):
    browser.get(base + "/cart")
    click(browser, "form.checkout button")
    wait_for(browser, lambda b: b.current_url.endswith("/checkout"), "the cart goes to checkout")
    checked(browser, "the checkout form")
    street = browser.find_element(By.NAME, "street")
    street.clear()
    street.send_keys("Лен")
    click(browser, "button[value='suggest:street']")
    wait_for(browser, lambda b: "/checkout/address/street" in b.current_url, "the street's suggestions open")
    suggestions = browser.find_elements(By.CSS_SELECTOR, ".suggestion-list .suggestion")
    assert suggestions, "the typed street has suggestions"
    checked(browser, "the street suggestions")
    click(browser, ".suggestion-list .suggestion")
    wait_for(browser, lambda b: b.current_url.endswith("/checkout"), "a chosen suggestion goes back to the form")
    chosen = browser.find_element(By.NAME, "street").get_attribute("value")
    assert chosen and chosen != "Лен", f"the suggested street is in the form: {chosen!r}"
    click(browser, "label:has(#delivery-self_pickup)")
    assert not browser.find_element(By.NAME, "street").is_displayed(), "pick-up hides the courier's fields"
    click(browser, ".pickup-only label.option.whole")
    click(browser, "label:has(input[name='payment'])")
    click(browser, "button[value='purchase']")
    wait_for(browser, lambda b: "/checkout/done/" in b.current_url, "the order is placed")
    number = browser.current_url.rstrip("/").split("/")[-1]
    assert number in browser.find_element(By.CSS_SELECTOR, "h1").text, "the confirmation names the order"
    checked(browser, "the order's confirmation")
    return number


def sees_cancels_and_repeats_the_order(browser, base, number):
    browser.get(base + "/orders")
    click(browser, f".orders a[href='/orders/{number}']")
    wait_for(browser, lambda b: b.current_url.endswith(f"/orders/{number}"), "the list opens the order")
    assert browser.find_elements(By.CSS_SELECTOR, ".order-detail .lines .line"), "the order lists its lines"
    checked(browser, "the order")
    click(browser, f"a[href='/orders/{number}/cancel']")
    wait_for(browser, lambda b: b.find_elements(By.CSS_SELECTOR, ".confirm"), "the cancel is asked first")
    click(browser, ".confirm form button")
    wait_for(browser, lambda b: b.current_url.endswith(f"/orders/{number}"), "the cancel goes back to the order")
    assert not browser.find_elements(By.CSS_SELECTOR, f"a[href='/orders/{number}/cancel']"), "no second cancel"
    checked(browser, "the cancelled order")
    click(browser, "form:has(input[value='repeat']) button")
    wait_for(browser, lambda b: b.current_url.endswith("/cart"), "the repeat goes to the cart")
    assert browser.find_elements(By.CSS_SELECTOR, ".lines .line"), "the repeated lines are in the cart"
    assert browser.find_element(By.CSS_SELECTOR, ".flash").text, "the cart says the order was repeated"
    checked(browser, "the cart after repeating")


def journey(base, js):
    browser = driver(js=js)
    try:
        guest_fills_cart_and_favourites(browser, base)
        registers_and_sees_the_merge(browser, base)
        number = checks_out_with_a_suggested_street_and_pickup(browser, base)
        sees_cancels_and_repeats_the_order(browser, base, number)
        mode = "on" if js else "off"
        print(f"account journey (script {mode}): a guest registered with a merged cart and favourites, ordered "
              f"No. {number} for pick-up with a suggested street, cancelled and repeated it")
    finally:
        browser.quit()


def main():
    base = sys.argv[1].rstrip("/")
    modes = [True] if "--js" in sys.argv[2:] else [False] if "--no-js" in sys.argv[2:] else [True, False]
    for js in modes:
        journey(base, js)


if __name__ == "__main__":
    main()
