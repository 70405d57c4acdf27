"""The web POS in headless Chromium at the counter's 1024x768, once with JavaScript on and once off: a cashier's
day (login, PIN on the keypad, a shift opened with a float, three items scanned as key events, a weighed item, a
split tender, the receipt's print view, a return with the manager's PIN, a pick-up handed over, the X report, the
blind count and the Z report), then a manager assigning a courier order and the courier marking it delivered.
Fails on any console error or failed request.

With JavaScript on the scans are key events sent to the page with no field focused (the script forwards them and
the Kit's wedge scanner reads them); with it off they are typed into the code field, as a scanner without the
script would. With the script the sale's forms are posted by it and the server's answer swapped into the page
(`settled` waits for either): the scans and the payment must be swapped in, never a page load; without it each is a
new page. Usage: journey_pos.py BASE_URL.
"""
import base64
import json
import random
import re
import urllib.request

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from harness import check, click, settled, wait, with_and_without_script

COUNTER = {"width": 1024, "height": 768, "deviceScaleFactor": 1, "mobile": False}
PASSWORD = "Meowls2024"
MANAGER, CASHIER, COURIER = "79990000001", "79990000002", "79990000003"


def api(base, method, path, body=None, token=None, headers=None):
    request = urllib.request.Request(base + "/api/v1" + path, method=method,
                                     data=json.dumps(body).encode() if body is not None else None)
    request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", "Token " + token)
    for name, value in (headers or {}).items():
        request.add_header(name, value)
    with urllib.request.urlopen(request) as response:
        return json.loads(response.read() or b"{}")


def staff_shop(base):
    """The demo staff's shop and its city (the manager's own member record says)."""
    request = urllib.request.Request(base + "/api/v1/pos/login", method="POST")
    request.add_header("Authorization", "Basic " + base64.b64encode(f"{MANAGER}:{PASSWORD}".encode()).decode())
    with urllib.request.urlopen(request) as response:
        session = json.loads(response.read())
    shop = session["staff"]["shop"]
    return shop["id"], shop["city_id"]


def customer_orders(base):
    """A new customer orders a pick-up at the staff's shop and a courier delivery in its city (cash, unpaid): the
    two order numbers and the customer's phone."""
    phone = "+7913" + "".join(random.choice("0123456789") for _ in range(7))
    user = api(base, "POST", "/users/create",
               {"phone": phone, "password": PASSWORD, "confirm_password": PASSWORD, "name": "Мария"})
    token = user["authentication"]["token"]
    shop, city = staff_shop(base)
    cart = {"cart": {"items": [{"article": "1001386", "count": 1}], "save": True}}
    api(base, "POST", "/cart/update", cart, token)
    pickup = api(base, "POST", "/checkout/purchase",
                 {"delivery": {"type": "self_pickup", "pickup_point_id": shop}, "payment_type": "cash"}, token)
    dates = api(base, "GET", "/checkout/available_dates", token=token, headers={"X-City-Id": city})
    day, interval = dates[0]["date"], dates[0]["available_time_intervals"][0]
    year, month, date = day.split("-")
    api(base, "POST", "/cart/update", {"cart": {"items": [{"article": "1001060", "count": 1}], "save": True}}, token)
    courier = api(base, "POST", "/checkout/purchase", {
        "delivery": {"type": "courier", "delivery_date": f"{date}.{month}.{year}", "delivery_time_interval": interval,
                     "address": {"city": {"id": city, "name": "Новосибирск"}, "street": "улица Ленина",
                                 "house": "1", "flat": "12"}},
        "payment_type": "cash"}, token)
    return pickup["order_number"], courier["order_number"], phone


def counter(browser):
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", COUNTER)


def text(browser, selector="main"):
    return browser.find_element(By.CSS_SELECTOR, selector).text


def submit(browser, selector):
    """Clicks a submit button and waits for the page it leads to (post/redirect/get) or, on the sale with the
    script, for the answer swapped in; whether the page was kept (a swap)."""
    return settled(browser, lambda: click(browser, selector))


def fill(browser, name, value):
    field = browser.find_element(By.NAME, name)
    field.clear()
    field.send_keys(value)


def keypad(browser, digits):
    """Taps the on-screen keypad: with the script each key types into the field; without it each key posts."""
    for digit in digits:
        if browser.js_enabled:
            click(browser, f".keypad button[value='{digit}']")
        else:
            submit(browser, f".keypad button[value='{digit}']")


def log_in(browser, base, phone, pin=None):
    browser.get(base + "/pos/")
    wait(browser, lambda b: b.current_url.endswith("/pos/login"))
    check(browser, "the staff login")
    fill(browser, "phone", phone)
    fill(browser, "password", PASSWORD)
    submit(browser, "form:has(input[value='login']) button[type='submit']")
    if pin is None:
        return
    assert browser.current_url.endswith("/pos/lock"), browser.current_url
    check(browser, "the PIN lock")
    keypad(browser, pin)
    submit(browser, "form:has(input[value='unlock']) button[data-shortcut='Enter']")
    assert browser.current_url.endswith("/pos/shift"), f"the PIN unlocks: {browser.current_url} {text(browser)}"


def log_out(browser, base):
    browser.get(base + "/pos/")
    submit(browser, ".pos-logout button")
    assert browser.current_url.endswith("/pos/login"), browser.current_url


def scan(browser, code):
    """A scanner's burst and Enter: with the script as key events to the page, no field focused; without it typed
    into the code field."""
    lines = len(browser.find_elements(By.CSS_SELECTOR, ".basket tbody tr"))

    def keys():
        if browser.js_enabled:
            browser.execute_script("document.activeElement && document.activeElement.blur()")
            ActionChains(browser).send_keys(code + Keys.ENTER).perform()
        else:
            field = browser.find_element(By.NAME, "code")
            field.clear()
            field.send_keys(code + Keys.ENTER)
    swapped = settled(browser, keys)
    assert swapped == browser.js_enabled, f"the scan of {code} is swapped in with the script, a page without it"
    check(browser, f"the scan of {code}")
    return lines


def approve_if_asked(browser):
    """The manager's PIN when the sale asks for it (the demo shop's stock may be short: a manager allows it)."""
    while browser.find_elements(By.CSS_SELECTOR, "form:has(input[value='approve'])"):
        keypad(browser, "1111")
        submit(browser, "form:has(input[value='approve']) button[data-shortcut='Enter']")


def shift_opened(browser, base):
    browser.get(base + "/pos/shift")
    if browser.find_elements(By.CSS_SELECTOR, "form:has(input[value='open'])"):
        keypad(browser, "5000")
        submit(browser, "form:has(input[value='open']) button[data-shortcut='Enter']")
    assert "X-отчёт" in text(browser), text(browser)
    assert re.search(r"5\s000", text(browser)), "the float is in the X report"
    check(browser, "the open shift")


def sale(browser, base):
    browser.get(base + "/pos/sale")
    check(browser, "the sale")
    for code in ("4600010010608", "4600010013869", "4600010013869"):
        scan(browser, code)
    rows = browser.find_elements(By.CSS_SELECTOR, ".basket tbody tr")
    assert len(rows) == 2, f"two lines (the second item scanned twice counts up): {text(browser)}"
    assert browser.find_element(By.CSS_SELECTOR, "#count-2").get_attribute("value") == "2", text(browser)
    # A loose good by its PLU: the weight is asked.
    field = browser.find_element(By.NAME, "code")
    field.send_keys("10001")
    submit(browser, "form.code-form button[type='submit']")
    assert browser.find_elements(By.NAME, "grams"), f"the weight is asked: {text(browser)}"
    keypad(browser, "350")
    submit(browser, "form:has(input[value='weight']) button[data-shortcut='Enter']")
    assert "350 г" in text(browser), text(browser)
    assert "Итого" in text(browser, ".summary"), text(browser, ".summary")
    # Split tender: 1000 on the card, 5000 in cash.
    submit(browser, "button[data-shortcut='F10']")
    click(browser, "label:has(input[name='method'][value='split'])")
    if not browser.js_enabled or not browser.find_elements(By.NAME, "card"):
        submit(browser, "form#payment button[name='confirm'][value='0']")
    fill(browser, "card", "1000")
    fill(browser, "cash", "5000")
    swapped = submit(browser, "form#payment button[name='confirm'][value='1']")
    assert swapped == browser.js_enabled, "the payment is swapped in with the script, a page without it"
    approve_if_asked(browser)
    done = text(browser, ".done")
    assert "пробит" in done and "Сдача" in done, done
    number = re.search(r"Чек № (\d+)", done).group(1)
    check(browser, "the finished sale")
    # The receipt's print view: the server's 80 mm page with the fiscal QR code, the bar not printed.
    click(browser, f"a[href$='/pos/receipts/{number}/print']")
    wait(browser, lambda b: b.current_url.endswith(f"/receipts/{number}/print"))
    assert browser.find_elements(By.CSS_SELECTOR, ".qr svg"), "the receipt has its QR code"
    assert "Кассовый чек" in browser.find_element(By.TAG_NAME, "body").text
    print_button = browser.find_element(By.CSS_SELECTOR, "button[data-print]")
    assert print_button.is_displayed() == browser.js_enabled, "Print (window.print) is offered with the script"
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    assert not browser.find_element(By.CSS_SELECTOR, ".print-bar").is_displayed(), "the bar is not printed"
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
    check(browser, "the receipt's print view")
    browser.get(base + "/pos/sale")
    submit(browser, "form:has(input[value='new']) button")
    return number


def take_back(browser, base, number):
    browser.get(base + "/pos/return")
    check(browser, "the return")
    old = browser.find_element(By.TAG_NAME, "html")
    if browser.js_enabled:
        browser.execute_script("document.activeElement && document.activeElement.blur()")
        ActionChains(browser).send_keys(number + Keys.ENTER).perform()
    else:
        browser.find_element(By.NAME, "number").send_keys(number + Keys.ENTER)
    wait(browser, lambda b: old.id != b.find_element(By.TAG_NAME, "html").id)
    assert browser.find_elements(By.NAME, "line-2"), f"the receipt's lines to pick: {text(browser)}"
    fill(browser, "line-2", "1")
    fill(browser, "reason", "не подошёл")
    submit(browser, "form:has(input[value='refund']) button[data-shortcut='Enter']")
    assert "PIN менеджера" in text(browser), f"a cashier's return asks the manager: {text(browser)}"
    keypad(browser, "1111")
    submit(browser, "form:has(input[value='approve']) button[data-shortcut='Enter']")
    done = text(browser, ".done")
    assert "Возврат №" in done and "309" in done, done
    click(browser, "a[href*='/pos/returns/']")
    wait(browser, lambda b: b.current_url.endswith("/print"))
    assert "Возврат прихода" in browser.find_element(By.TAG_NAME, "body").text
    check(browser, "the return receipt's print view")


def hand_over(browser, base, order, phone):
    browser.get(base + "/pos/pickups")
    check(browser, "the pick-ups")
    submit(browser, f"form:has(input[name='order'][value='{order}']) button")
    submit(browser, "form:has(input[value='ready']) button")
    submit(browser, f"form:has(input[name='order'][value='{order}']) button")
    fill(browser, "number", order)
    fill(browser, "phone", phone)
    fill(browser, "received", "500")
    submit(browser, "form:has(input[value='handOver']) button[type='submit']:not(.key)")
    assert f"Заказ № {order} выдан" in text(browser), text(browser)
    check(browser, "the pick-up handed over")


def close_shift(browser, base):
    browser.get(base + "/pos/shift")
    assert "X-отчёт" in text(browser) and "Продажи (1)" in text(browser), text(browser)
    submit(browser, "form:has(input[value='report']) button")
    click(browser, "a[href$='/print']")
    wait(browser, lambda b: b.current_url.endswith("/print"))
    assert "Отчёт без гашения (X)" in browser.find_element(By.TAG_NAME, "body").text
    check(browser, "the X report's print view")
    browser.get(base + "/pos/shift")
    submit(browser, "form:has(input[value='close']) button")
    assert "ожидаемые суммы не показываются" in text(browser), "the count is blind"
    assert "Ожидалось" not in text(browser)
    fill(browser, "cash", "5000")
    fill(browser, "card", "1000")
    submit(browser, "form:has(input[value='count']) button.primary")
    report = text(browser)
    assert "Z-отчёт" in report and "Разница" in report, report
    click(browser, "a[href$='/print']")
    wait(browser, lambda b: b.current_url.endswith("/print"))
    assert "Отчёт о закрытии смены (Z)" in browser.find_element(By.TAG_NAME, "body").text
    check(browser, "the Z report's print view")


def deliver(browser, base, order):
    log_in(browser, base, MANAGER, pin="1111")
    browser.get(base + "/pos/courier?list=waiting")
    check(browser, "the waiting deliveries")
    submit(browser, f"form:has(input[name='order'][value='{order}']) button")
    submit(browser, "form:has(input[value='assign']) button")
    log_out(browser, base)
    log_in(browser, base, COURIER)
    assert "/pos/courier" in browser.current_url, browser.current_url
    check(browser, "the courier's deliveries")
    submit(browser, f"form:has(input[name='order'][value='{order}']) button")
    fill(browser, "received", "2100")
    submit(browser, "form:has(input[value='delivered']) button")
    assert not browser.find_elements(By.CSS_SELECTOR, f"input[name='order'][value='{order}']"), \
        f"the delivered order leaves the courier's list: {text(browser)}"
    check(browser, "the delivery marked")
    log_out(browser, base)


def steps(browser, base):
    counter(browser)
    pickup, courier, phone = customer_orders(base)
    log_in(browser, base, CASHIER, pin="2222")
    shift_opened(browser, base)
    number = sale(browser, base)
    take_back(browser, base, number)
    hand_over(browser, base, pickup, phone)
    close_shift(browser, base)
    log_out(browser, base)
    deliver(browser, base, courier)


if __name__ == "__main__":
    with_and_without_script(steps, "a cashier's day at the web POS and a courier's delivery")
