"""The counter's two speed targets, measured in headless Chromium on the till (issue 19):
  - scan to line shown: a scanner's burst (the code's digits as key events to the sale page, no field focused, then
    Enter) until the scanned line is in the page; target p99 < 50 ms;
  - a cash sale completes: from "Cash" (F8) on a sale of five scanned goods to the receipt ready (its number and the
    change in the page), both of the sale's steps (the payment form, then the confirmed payment) summed; target
    p99 < 100 ms;
each online (the till against a local `meowls serve`) and offline (the server stopped: the till sells from its
catalogue snapshot and queues the sale, fsync'd).

The page's script posts the sale's forms with fetch and swaps the server's answer (the page's `main`) in; it marks
each step for this bench (pos.js: `scan-start` at the burst's Enter, `scan-shown` once the swapped DOM is in place,
the measure `scan`; `pay` for F8's payment form, `sale` for the confirmed payment), so the figure is the browser's
own time from the key to the part shown, Selenium's round trips not counted. Beside it: the p99 of the same step to
the next frame drawn (`<kind>-painted`), of the till's answer fully received (the fetch's `responseEnd`), and of
the wall time seen from Selenium (including its round trips), an upper bound.
Usage: counter.py MEOWLS_BINARY WORK_DIR [SCANS] [SALES]
"""
import os
import re
import socket
import sqlite3
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Tests", "Browser"))
from harness import stale  # noqa: E402  (the browser journeys' own: an element gone with its page or its part)
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

CASHIER, PASSWORD, PIN = "79990000002", "Meowls2024", "2222"
COUNTER = {"width": 1024, "height": 768, "deviceScaleFactor": 1, "mobile": False}


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start(arguments, log, pattern):
    """Starts a process and waits (up to 120 s) for the line naming its address; the process and the address."""
    out = open(log, "w")
    process = subprocess.Popen(arguments, stdout=out, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        match = re.search(pattern, open(log).read())
        if match:
            return process, match.group(1)
        if process.poll() is not None:
            raise SystemExit(f"{arguments[1]} exited: {open(log).read()}")
        time.sleep(0.05)
    raise SystemExit(f"{arguments[1]} did not start: {open(log).read()}")


def shop(database):
    """The cashier's register and shop, and twenty piece goods with barcodes (none sold by weight)."""
    connection = sqlite3.connect(database)
    register, shop_id = connection.execute(
        "SELECT r.id, r.shop_id FROM registers r JOIN staff_assignments a ON a.shop_id = r.shop_id "
        "JOIN users u ON u.id = a.user_id WHERE u.phone = ? ORDER BY r.number LIMIT 1", (CASHIER,)).fetchone()
    goods = connection.execute(
        "SELECT v.article, v.barcode FROM product_variants v JOIN variant_prices p ON p.variant_id = v.id "
        "WHERE v.barcode IS NOT NULL AND v.id NOT IN (SELECT variant_id FROM variant_plu_codes) "
        "AND p.price_kopecks BETWEEN 5000 AND 200000 ORDER BY v.article LIMIT 20").fetchall()
    connection.close()
    return register, shop_id, goods


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu"):
        options.add_argument(flag)
    options.add_experimental_option("prefs", {"intl.accept_languages": "ru-RU,ru"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", COUNTER)
    return driver


def wait(driver, condition):
    WebDriverWait(driver, 20, poll_frequency=0.002).until(condition)


def next_page(driver, action):
    """Runs `action` and waits for the page it leads to or the part of the page swapped in (the sale's `main`)."""
    old = (driver.find_elements(By.CSS_SELECTOR, "#main > *") or [driver.find_element(By.TAG_NAME, "html")])[0]
    action()
    wait(driver, lambda d: stale(old) and d.execute_script("return document.readyState") == "complete")


def submit(driver, selector):
    next_page(driver, lambda: driver.find_element(By.CSS_SELECTOR, selector).click())


MEASURED = """
var kind = arguments[0];
var shown = performance.getEntriesByName(kind, 'measure');
var painted = performance.getEntriesByName(kind + '-painted', 'measure');
if (!shown.length || !painted.length) { return null; }
var start = shown[0].startTime;
var fetched = performance.getEntriesByType('resource').filter(function (r) {
  return r.initiatorType === 'fetch' && r.startTime >= start; });
var answered = fetched.length ? fetched[fetched.length - 1].responseEnd - start : -1;
return [shown[0].duration, painted[0].duration, answered];
"""


def measured(driver, kind, action):
    """Runs `action` (the keys of a step) and waits for the script's measure of `kind`: the step's time to the part
    shown, to the frame drawn, to the answer received, and the wall time (ms)."""
    driver.execute_script("performance.clearMarks(); performance.clearMeasures(); performance.clearResourceTimings()")
    page = driver.find_element(By.TAG_NAME, "html")
    started = time.perf_counter()
    action()
    wait(driver, lambda d: d.execute_script(MEASURED, kind) is not None)
    wall = (time.perf_counter() - started) * 1000
    if stale(page):
        raise SystemExit(f"the {kind} loaded a page rather than swapping its part in: {driver.current_url}")
    shown, painted, answered = driver.execute_script(MEASURED, kind)
    return shown, wall, answered, painted


def sign_in(driver, base):
    driver.get(base + "/login")
    driver.find_element(By.NAME, "phone").send_keys(CASHIER)
    driver.find_element(By.NAME, "password").send_keys(PASSWORD)
    submit(driver, "form:has(input[value='login']) button[type='submit']")
    driver.find_element(By.NAME, "pin").send_keys(PIN)
    submit(driver, "form:has(input[value='unlock']) button[data-shortcut='Enter']")
    driver.get(base + "/shift")
    if driver.find_elements(By.CSS_SELECTOR, "form:has(input[value='open'])"):
        driver.find_element(By.NAME, "float").send_keys("5000")
        submit(driver, "form:has(input[value='open']) button[data-shortcut='Enter']")
    driver.get(base + "/sale")
    if not driver.find_elements(By.CSS_SELECTOR, "form[data-scan-url]"):
        raise SystemExit(f"no sale page with the scanner: {driver.find_element(By.TAG_NAME, 'main').text[:300]}")


def scan(driver, code):
    """The scanner's digits as key events to the page, then Enter: the time to the line shown."""
    driver.execute_script("document.activeElement && document.activeElement.blur()")
    ActionChains(driver).send_keys(code).perform()
    lines = len(driver.find_elements(By.CSS_SELECTOR, ".basket tbody tr"))
    timing = measured(driver, "scan", lambda: ActionChains(driver).send_keys(Keys.ENTER).perform())
    if "/sale" not in driver.current_url or not driver.find_elements(By.CSS_SELECTOR, ".basket tbody tr"):
        raise SystemExit(f"the scan of {code} shows no line: {driver.find_element(By.TAG_NAME, 'main').text[:300]}")
    return timing, lines


def cash_sale(driver):
    """F8 (cash) on the basket, the amount, confirm: the two steps' times summed, and the receipt's number (None
    offline)."""
    form = measured(driver, "pay", lambda: ActionChains(driver).send_keys(Keys.F8).perform())
    field = driver.find_element(By.NAME, "cash")
    field.clear()
    field.send_keys("100000")
    done = measured(
        driver, "sale", lambda: driver.find_element(By.CSS_SELECTOR, "form#payment button[name='confirm'][value='1']")
        .click())
    text = driver.find_element(By.CSS_SELECTOR, ".done").text if driver.find_elements(By.CSS_SELECTOR, ".done") else ""
    # NB: online the receipt has the server's number; offline the sale is stored on the till, its receipt to come.
    number = re.search(r"Чек № (\d+)", text)
    if not (number or "сохранена на кассе" in text) or "Сдача" not in text:
        raise SystemExit(f"no receipt after the cash sale: {driver.find_element(By.TAG_NAME, 'main').text[:400]}")
    return tuple(a + b for a, b in zip(form, done)), number.group(1) if number else None


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


def report(name, samples, target):
    shown = [sample[0] for sample in samples]
    walls = [sample[1] for sample in samples]
    answers = [sample[2] for sample in samples]
    painted = [sample[3] for sample in samples]
    p50, p99 = percentile(shown, 0.50), percentile(shown, 0.99)
    print(f"  {name:<34} {len(samples):>5} {p50:>8.1f} {p99:>8.1f} {percentile(painted, 0.99):>12.1f} "
          f"{percentile(answers, 0.50):>12.1f} {percentile(answers, 0.99):>12.1f} {percentile(walls, 0.99):>10.1f}   "
          f"target p99 < {target} ms: {'met' if p99 < target else 'MISSED'}")
    key = name.replace(" ", "_").replace(",", "")
    return [f"till_{key}_p50_ms: {p50:.1f}", f"till_{key}_p99_ms: {p99:.1f}",
            f"till_{key}_painted_p99_ms: {percentile(painted, 0.99):.1f}"]


def counter_run(driver, base, goods, scans, sales, offline):
    """`scans` scans in baskets of five, each basket sold for cash until `sales` sales are done; the samples."""
    scanned, sold = [], []
    driver.get(base + "/sale")
    index = 0
    while len(scanned) < scans or len(sold) < sales:
        for _ in range(5):
            timing, _ = scan(driver, goods[index % len(goods)][1])
            scanned.append(timing)
            index += 1
        if len(sold) < sales:
            timing, _ = cash_sale(driver)
            sold.append(timing)
        driver.get(base + "/sale")
        if driver.find_elements(By.CSS_SELECTOR, "form:has(input[value='new'])"):
            submit(driver, "form:has(input[value='new']) button")
    if offline and "Ждут отправки" not in driver.find_element(By.TAG_NAME, "body").text:
        raise SystemExit("offline, yet the till shows no sales waiting: the server was not away")
    return scanned, sold


def main():
    binary, work = sys.argv[1], sys.argv[2]
    scans = int(sys.argv[3]) if len(sys.argv) > 3 else 200
    sales = int(sys.argv[4]) if len(sys.argv) > 4 else 40
    database = os.path.join(work, "shop.sqlite")
    subprocess.run([binary, "seed", "--demo", "--db", database], check=True, stdout=subprocess.DEVNULL)
    register, shop_id, goods = shop(database)
    for article, _ in goods:  # NB: enough stock that no sale stops for a manager's approval
        subprocess.run([binary, "stock", "correct", "--article", article, "--quantity", "100000", "--location",
                        shop_id.upper(), "--db", database], check=True, stdout=subprocess.DEVNULL)
    port = free_port()
    server, _ = start([binary, "serve", "--port", str(port), "--db", database, "--jobs-poll", "0"],
                      os.path.join(work, "serve.log"), r"MEOWLS listening on (http://\S+)")
    till, base = start([binary, "till", "--server", f"http://127.0.0.1:{port}", "--register", register.upper(),
                        "--data", os.path.join(work, "till"), "--port", "0"],
                       os.path.join(work, "till.log"), r"MEOWLS till listening on (http://\S+)")
    driver = browser()
    lines = []
    try:
        sign_in(driver, base)
        counter_run(driver, base, goods, 20, 4, offline=False)  # NB: warm-up, not counted
        online = counter_run(driver, base, goods, scans, sales, offline=False)
        server.terminate()
        server.wait(30)
        offline = counter_run(driver, base, goods, scans, sales, offline=True)
        print(f"  {'(ms; p50, p99: part shown)':<34} {'count':>5} {'p50':>8} {'p99':>8} {'painted p99':>12} "
              f"{'answered p50':>12} {'answered p99':>12} {'wall p99':>10}")
        lines += report("scan to line online", online[0], 50)
        lines += report("cash sale online", online[1], 100)
        lines += report("scan to line offline", offline[0], 50)
        lines += report("cash sale offline", offline[1], 100)
    finally:
        driver.quit()
        for process in (till, server):
            if process.poll() is None:
                process.terminate()
                process.wait(30)
    with open(os.path.join(work, "till.txt"), "w") as out:
        out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
