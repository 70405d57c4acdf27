"""What every browser journey shares: a headless Debian Chromium at phone size (390x844 through CDP
`Emulation.setDeviceMetricsOverride`), with JavaScript on or off, and the checks that fail a journey on a console
error or on a failed request (any answer >= 400 or a request that got no answer, from the performance log).
"""
import json

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By


def driver(js=True):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu"):
        options.add_argument(flag)
    prefs = {"intl.accept_languages": "ru-RU,ru"}
    if not js:
        prefs["profile.managed_default_content_settings.javascript"] = 2
    options.add_experimental_option("prefs", prefs)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    browser = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    return browser


def check_console(browser, where):
    errors = [entry for entry in browser.get_log("browser") if entry["level"] in ("SEVERE", "ERROR")]
    if errors:
        raise AssertionError(f"console errors on {where}: {errors}")


def check_requests(browser, where):
    """Fails when any request since the last check answered >= 400 or failed without an answer."""
    failures = []
    urls = {}
    for entry in browser.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        method, params = message.get("method"), message.get("params", {})
        if method == "Network.requestWillBeSent":
            urls[params.get("requestId")] = params.get("request", {}).get("url")
        elif method == "Network.responseReceived":
            response = params.get("response", {})
            if response.get("status", 0) >= 400:
                failures.append(f"{response.get('status')} {response.get('url')}")
        elif method == "Network.loadingFailed" and not params.get("canceled"):
            failures.append(f"failed {urls.get(params.get('requestId'), '?')}: {params.get('errorText')}")
    if failures:
        raise AssertionError(f"failed requests on {where}: {failures}")


def click(browser, selector):
    element = browser.find_element(By.CSS_SELECTOR, selector)
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()
