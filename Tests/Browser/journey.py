"""A guest's journey through the web Store in headless Chromium at phone size, once with JavaScript on and once off:
the main page (its sliders, every banner tap loading), the catalogue, a category with a filter and a sort, more
products, a product, add to cart and star (with the script: without a reload), the cart. Fails on any console error
or failed request.

Usage: journey.py BASE_URL. Uses Debian's chromium and chromedriver (nothing is downloaded).
"""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from harness import check, choose_city, click, wait, with_and_without_script


def mark_page(browser):
    """A value that lives as long as the document: still there after an action means the page did not reload."""
    browser.execute_script("window.__journeyMark = 'kept'")


def page_kept(browser):
    return browser.execute_script("return window.__journeyMark") == "kept"


def main_page(browser, base):
    browser.get(base + "/")
    choose_city(browser)
    wait(browser, lambda b: b.current_url.rstrip("/") == base)
    assert browser.find_elements(By.CSS_SELECTOR, ".block"), "the main page shows its blocks"
    scripted = "js" in (browser.find_element(By.TAG_NAME, "html").get_attribute("class") or "")
    assert scripted == browser.js_enabled, f"the script runs only when JavaScript is on (on: {browser.js_enabled})"
    check(browser, "the main page")
    slide_proportions(browser)
    if browser.js_enabled:
        sliders(browser)
    banners = [a.get_attribute("href") for a in browser.find_elements(By.CSS_SELECTOR, ".block a.card")]
    assert banners, "the main page has banners to tap"
    for href in dict.fromkeys(banners):
        # NB: one at a time, each loaded and checked before the next.
        browser.get(href)
        assert browser.find_elements(By.CSS_SELECTOR, "main h1"), f"banner target {href} draws a page"
        assert not browser.find_elements(By.CSS_SELECTOR, ".not-found, .empty-state.failed"), f"{href} loads"
        check(browser, f"banner target {href}")


def slide_proportions(browser):
    """A slider's first banner takes its picture's proportions once loaded (the app took them from the picture's
    pixels), not a square."""
    picture = browser.find_element(By.CSS_SELECTOR, ".slider .card .picture")
    wait(browser, lambda b: b.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", picture))
    card = browser.find_element(By.CSS_SELECTOR, ".slider .card")
    natural = browser.execute_script("return arguments[0].naturalWidth / arguments[0].naturalHeight", picture)
    shown = card.rect["width"] / max(card.rect["height"], 1)
    assert abs(shown - natural) < 0.05, f"the slide keeps its picture's proportions {natural:.2f}, not {card.rect}"


def sliders(browser):
    """The auto slider advances by itself; a slider's "next" button scrolls it by hand."""
    auto = browser.find_element(By.CSS_SELECTOR, ".slider[data-interval]:not([data-interval='']) .slides")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", auto)
    start = auto.get_property("scrollLeft")
    wait(browser, lambda b: auto.get_property("scrollLeft") != start, seconds=15)
    track = browser.find_element(By.CSS_SELECTOR, ".slider .slides")
    before = track.get_property("scrollLeft")
    click(browser, ".slider .slider-next")
    wait(browser, lambda b: track.get_property("scrollLeft") != before)


def category(browser, base):
    browser.get(base + "/catalog")
    check(browser, "the catalogue")
    while not browser.find_elements(By.CSS_SELECTOR, ".grid .tile"):
        click(browser, ".categories a.category")
        check(browser, browser.current_url)
    # A filter: the first value of the first group.
    if not browser.find_element(By.CSS_SELECTOR, "details.filters").get_attribute("open"):
        click(browser, "details.filters summary")
    chosen = browser.find_element(By.CSS_SELECTOR, ".filter-group input")
    name, value = chosen.get_attribute("name"), chosen.get_attribute("value")
    click(browser, ".filter-group input")
    if not browser.js_enabled:
        click(browser, ".controls .apply")
    wait(browser, lambda b: f"{name}=" in b.current_url)
    assert browser.find_element(By.CSS_SELECTOR, f".filter-group input[name='{name}'][value='{value}']").is_selected()
    check(browser, "the filtered category")
    # Sort by price, cheapest first.
    Select(browser.find_element(By.CSS_SELECTOR, ".controls select[name=sort]")).select_by_value("price")
    if not browser.js_enabled:
        click(browser, ".controls .apply")
    wait(browser, lambda b: "sort=price" in b.current_url)
    prices = [price(e.text) for e in browser.find_elements(By.CSS_SELECTOR, ".grid .tile .now")]
    assert prices, f"the filtered, sorted category lists products: {browser.current_url}"
    assert prices == sorted(prices), f"sorted by price: {prices}"
    check(browser, "the sorted category")
    return browser.current_url


def price(text):
    """'1 299 ₽' or '439,20 ₽' as a number."""
    return float("".join(ch for ch in text if ch.isdigit() or ch == ",").replace(",", ".") or 0)


def more_products(browser, base):
    """More products at the end of the grid (all the products of the first root category): the script appends them
    when the end is reached, the link loads them."""
    browser.get(base + "/catalog")
    first_root = browser.find_element(By.CSS_SELECTOR, ".categories a.category").get_attribute("href")
    browser.get(first_root.replace("/catalog/", "/category/"))
    tiles = len(browser.find_elements(By.CSS_SELECTOR, ".grid .tile"))
    assert browser.find_elements(By.CSS_SELECTOR, ".more a"), "a root category has more than one page"
    if browser.js_enabled:
        mark_page(browser)
        browser.execute_script("window.scrollTo(0, document.body.scrollHeight)")
        wait(browser, lambda b: len(b.find_elements(By.CSS_SELECTOR, ".grid .tile")) > tiles)
        assert page_kept(browser), "more products are appended without a reload"
    else:
        click(browser, ".more a")
        wait(browser, lambda b: "page=2" in b.current_url)
        assert len(browser.find_elements(By.CSS_SELECTOR, ".grid .tile")) > tiles
    ids = [t.get_attribute("id") for t in browser.find_elements(By.CSS_SELECTOR, ".grid .tile")]
    assert len(ids) == len(set(ids)), "no product is listed twice"
    if browser.js_enabled:
        assert "page=2" in browser.current_url, "the address follows the products shown, so a reload keeps them"
    # A product of the second page takes its heart as any other (its form names the pages it is on).
    last = ids[-1]
    click(browser, f"#{last} .star")
    wait(browser, lambda b: b.find_elements(By.CSS_SELECTOR, f"#{last} .star[aria-pressed=true]"))
    if browser.js_enabled:
        assert page_kept(browser), "a heart on an appended product does not reload the page"
    click(browser, f"#{last} .star")
    wait(browser, lambda b: b.find_elements(By.CSS_SELECTOR, f"#{last} .star[aria-pressed=false]"))
    check(browser, "more products")


def tile_of(browser, selector):
    """The id of the product tile holding the first element that matches."""
    element = browser.find_element(By.CSS_SELECTOR, selector)
    return element.find_element(By.XPATH, "ancestor::li[contains(@class, 'tile')]").get_attribute("id")


def product_and_cart(browser, listing):
    browser.get(listing)
    click(browser, ".grid .tile a.tile-link")
    wait(browser, lambda b: "/product/" in b.current_url)
    assert browser.find_element(By.CSS_SELECTOR, ".product h1").text, "the card names its product"
    check(browser, "the product card")
    browser.get(listing)
    mark_page(browser)
    tile = tile_of(browser, 'form:has(input[value="add-to-cart"]) button')
    click(browser, f'#{tile} form:has(input[value="add-to-cart"]) button')
    wait(browser, lambda b: b.find_elements(By.CSS_SELECTOR, ".cart-tab .badge"))
    assert browser.find_element(By.CSS_SELECTOR, ".cart-tab .badge").text == "1", "the cart counts one unit"
    wait(browser, lambda b: b.find_elements(By.CSS_SELECTOR, f"#{tile} a[href='/cart']"))
    if browser.js_enabled:
        assert page_kept(browser), "add to cart does not reload the page"
    check(browser, "the listing after adding")
    # Star the first product not starred yet.
    mark_page(browser)
    tile = tile_of(browser, ".grid .tile .star[aria-pressed=false]")
    click(browser, f"#{tile} .star")
    wait(browser, lambda b: b.find_elements(By.CSS_SELECTOR, f"#{tile} .star[aria-pressed=true]"))
    if browser.js_enabled:
        assert page_kept(browser), "a star does not reload the page"
    check(browser, "the listing after starring")
    click(browser, ".cart-tab")
    wait(browser, lambda b: b.current_url.endswith("/cart"))
    lines = browser.find_elements(By.CSS_SELECTOR, ".lines .line")
    assert len(lines) == 1, f"the cart holds one line, not {len(lines)}"
    assert browser.find_element(By.CSS_SELECTOR, ".summary-line.total"), "the cart shows its total"
    check(browser, "the cart")
    click(browser, ".tabs a[href='/favorites']")
    wait(browser, lambda b: b.current_url.endswith("/favorites"))
    assert browser.find_elements(By.CSS_SELECTOR, f"#{tile}"), "the starred product is in the favourites"
    check(browser, "the favourites")


def steps(browser, base):
    main_page(browser, base)
    listing = category(browser, base)
    more_products(browser, base)
    product_and_cart(browser, listing)


if __name__ == "__main__":
    with_and_without_script(
        steps, "the main page and its banners, a category with a filter and a sort, more products, a product, add to "
        "cart, a star, the cart, the favourites")
