"""What every browser journey shares: a phone-sized headless Chromium (Debian's chromium and chromedriver, nothing
downloaded), with the script on or off, and the checks that fail a journey on a console error or a failed request.

    browser = driver(js=True)     # 390x844 phone; js=False turns JavaScript off for every page
    check_console(browser, where) # fails on any console error since the last check
    check_requests(browser, where)  # fails on any answer >= 400 or failed request since the last check
    click(browser, selector)      # scrolls the element into view and clicks it (and returns it)
    choose_city(browser)          # on the first visit's city choice: takes the first city
    wait(browser, condition)      # WebDriverWait for up to 10 s
    settled(browser, action)      # runs action, waits for the new page or (the POS's sale with JS) the swapped main
    with_and_without_script(steps, what)  # a journey's main: steps(browser, base) with JS on, then off
"""
import json
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException, WebDriverException
from selenium.webdriver.support.ui import WebDriverWait

PHONE = {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True}


def driver(js=True):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu"):
        options.add_argument(flag)
    prefs = {"intl.accept_languages": "ru-RU,ru"}
    if not js:
        # NB: a managed setting, so no page and no site exception can turn the script back on.
        prefs["profile.managed_default_content_settings.javascript"] = 2
    options.add_experimental_option("prefs", prefs)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    browser = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", PHONE)
    browser.js_enabled = js
    return browser


def check_console(browser, where):
    errors = [entry for entry in browser.get_log("browser") if entry["level"] in ("SEVERE", "ERROR")]
    if errors:
        raise AssertionError(f"console errors on {where}: {errors}")


def check_requests(browser, where):
    """Reads the performance log since the last call: any response with status >= 400 or any request that failed
    (refused, blocked by the CSP, aborted by the network) fails the journey."""
    urls = {}
    failures = []
    for entry in browser.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        method, params = message.get("method"), message.get("params", {})
        if method == "Network.requestWillBeSent":
            urls[params["requestId"]] = params["request"]["url"]
        elif method == "Network.responseReceived":
            response = params["response"]
            if response["status"] >= 400:
                failures.append(f"{response['status']} {response['url']}")
        elif method == "Network.loadingFailed" and not params.get("canceled"):
            url = urls.get(params["requestId"], params["requestId"])
            failures.append(f"failed {url}: {params.get('errorText')} {params.get('blockedReason', '')}".strip())
    if failures:
        raise AssertionError(f"failed requests on {where}: {failures}")


def click(browser, selector):
    element = browser.find_element(By.CSS_SELECTOR, selector)
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()
    return element


def check(browser, where):
    """Both checks at once, the usual step of a journey."""
    check_console(browser, where)
    check_requests(browser, where)


def choose_city(browser):
    """A first visit is sent to the city choice before anything else: takes the first city, which leads back to
    the page that was asked for. Does nothing when the browser is elsewhere (a city is already chosen)."""
    if "/city" not in browser.current_url:
        return
    page = browser.current_url
    click(browser, ".cities button.city")
    WebDriverWait(browser, 10).until(lambda b: b.current_url != page)
    check(browser, "the city choice")


def wait(browser, condition, seconds=10):
    """Waits until `condition(browser)` holds. A page being replaced mid-check (the element just read is gone, or
    the new page has not drawn it yet) is asked again, not a failure: a click's navigation races the check."""
    ignored = (StaleElementReferenceException, NoSuchElementException)
    return WebDriverWait(browser, seconds, ignored_exceptions=ignored).until(condition)


def stale(element):
    """Whether `element` has left the document (its page was replaced, or the part holding it swapped out)."""
    try:
        element.tag_name
        return False
    except StaleElementReferenceException:
        return True
    except WebDriverException as error:
        # NB: asked while its page is being replaced, chromedriver may say so in its own words.
        if "does not belong to the document" in str(error):
            return True
        raise


def settled(browser, action):
    """Runs `action` (a click, a key) and waits for what it leads to: a new page (a form's post/redirect/get) or,
    where the page's script posts the form itself (the POS's sale), the server's answer swapped into `main`. Either
    way what `main` held before is gone and the document is complete. Whether the page itself was kept (a swap)."""
    mains = browser.find_elements(By.CSS_SELECTOR, "#main > *")
    page = browser.find_element(By.TAG_NAME, "html")
    old = mains[0] if mains else page
    action()
    wait(browser, lambda b: stale(old) and b.execute_script("return document.readyState") == "complete"
         and b.find_elements(By.TAG_NAME, "body"))
    return not stale(page)


def with_and_without_script(steps, what):
    """Runs a journey twice, in a fresh browser each time: with JavaScript on, then off. `steps(browser, base)`
    walks it; `what` says what it did. Usage: with_and_without_script(steps, "...") from a journey's main."""
    base = sys.argv[1].rstrip("/")
    for js in (True, False):
        browser = driver(js=js)
        try:
            steps(browser, base)
        finally:
            browser.quit()
        print(f"browser journey (JavaScript {'on' if js else 'off'}): {what}")
