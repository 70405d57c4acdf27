"""First view of web Store pages on the phone profile in headless Chromium: Largest Contentful Paint and the
layout shift, read through PerformanceObserver. Each page gets a fresh browser (empty cache); the visitor's
session cookie (city chosen) is set first, so the page drawn is the page asked for.

Usage: vitals.py BASE_URL SESSION_COOKIE PATH...   Prints one line per page: path, LCP ms, CLS, transferred KB.
Uses Debian's chromium and chromedriver (nothing is downloaded).
"""
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

OBSERVE = """
const done = arguments[arguments.length - 1];
let lcp = 0, cls = 0;
new PerformanceObserver(list => {
  for (const entry of list.getEntries()) lcp = entry.renderTime || entry.loadTime || entry.startTime;
}).observe({type: 'largest-contentful-paint', buffered: true});
new PerformanceObserver(list => {
  for (const entry of list.getEntries()) if (!entry.hadRecentInput) cls += entry.value;
}).observe({type: 'layout-shift', buffered: true});
setTimeout(() => {
  const bytes = performance.getEntriesByType('resource').reduce((sum, r) => sum + (r.transferSize || 0), 0)
    + (performance.getEntriesByType('navigation')[0].transferSize || 0);
  done({lcp: lcp, cls: cls, bytes: bytes});
}, 1500);
"""


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_script_timeout(30)
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True})
    return driver


def first_view(base, cookie, path):
    driver = browser()
    try:
        name, _, value = cookie.partition("=")
        driver.get(base + "/assets/favicon.svg")  # a cookie needs its domain open; the cache is cleared after
        driver.add_cookie({"name": name, "value": value, "path": "/"})
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.clearBrowserCache", {})
        driver.get(base + path)
        return driver.execute_async_script(OBSERVE)
    finally:
        driver.quit()


def main():
    base, cookie, paths = sys.argv[1].rstrip("/"), sys.argv[2], sys.argv[3:]
    worst_lcp, worst_cls = 0.0, 0.0
    for path in paths:
        result = first_view(base, cookie, path)
        worst_lcp, worst_cls = max(worst_lcp, result["lcp"]), max(worst_cls, result["cls"])
        print(f"   {path[:60]:<60} LCP {result['lcp']:7.0f} ms  CLS {result['cls']:.3f}  {result['bytes'] / 1024:6.1f} KB")
    print(f"web_worst_lcp_ms: {worst_lcp:.0f}")
    print(f"web_worst_cls: {worst_cls:.3f}")


if __name__ == "__main__":
    main()
