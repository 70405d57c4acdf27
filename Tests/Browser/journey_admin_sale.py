"""The owner runs a sale on the main page, in headless Chromium at a desktop's 1440x900, once with JavaScript on and
once off: from the back office's main page they create a sale whose window includes today, add a product to it by
its article, put a banner leading to it on the main page, upload the banner's own picture and move it a place up;
then the web Store's main page shows the banner with that picture, which opens the sales, where the sale opens with the product in it. Fails on any console error or failed
request.

Usage: journey_admin_sale.py BASE_URL
"""
import datetime
import pathlib
import tempfile

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from harness import check, choose_city, click, wait, with_and_without_script
from journey_admin import DESKTOP, OWNER, png, sign_in, text


def fill(browser, name, value):
    field = browser.find_element(By.NAME, name)
    field.clear()
    field.send_keys(value)


def steps(browser, base):
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", DESKTOP)
    suffix = "js" if browser.js_enabled else "nojs"
    title = f"Зимняя распродажа {suffix}"
    sign_in(browser, base, OWNER)
    wait(browser, lambda b: b.current_url.endswith("/admin/products"))
    browser.find_element(By.CSS_SELECTOR, "table.list tbody tr td a").click()
    wait(browser, lambda b: b.find_elements(By.ID, "v0-article"))
    article = browser.find_element(By.ID, "v0-article").get_attribute("value")
    product = browser.find_element(By.ID, "field-name").get_attribute("value")

    browser.find_element(By.LINK_TEXT, "Главная страница").click()
    wait(browser, lambda b: b.current_url.endswith("/admin/main-page"))
    check(browser, "the main page's banners and sales")
    picture = browser.find_element(By.CSS_SELECTOR, "img.thumb").get_attribute("src").rsplit("/", 1)[1]

    browser.find_element(By.LINK_TEXT, "Новая акция").click()
    wait(browser, lambda b: b.current_url.endswith("/admin/sales/new"))
    # NB: the server's clock is the machine's; a day either side keeps today inside the window in any zone.
    today = datetime.datetime.now(datetime.timezone.utc).date()
    fill(browser, "title", title)
    fill(browser, "code", f"winter-{suffix}")
    fill(browser, "start", (today - datetime.timedelta(days=1)).isoformat())
    fill(browser, "end", (today + datetime.timedelta(days=30)).isoformat())
    Select(browser.find_element(By.NAME, "type")).select_by_value("online")
    click(browser, "form.sale-form button.primary")
    wait(browser, lambda b: "Акция создана" in text(b))
    check(browser, "the sale created")
    sale = browser.current_url.rsplit("/", 1)[1]

    fill(browser, "lookup", article)
    click(browser, "form.lookup button")
    wait(browser, lambda b: "Сохранено" in text(b) and product in text(b))
    check(browser, "the product added by its article")

    browser.find_element(By.CSS_SELECTOR, ".crumbs a").click()
    wait(browser, lambda b: b.current_url.endswith("/admin/main-page"))
    browser.find_element(By.LINK_TEXT, "Новый баннер").click()
    wait(browser, lambda b: b.find_elements(By.ID, "field-place"))
    Select(browser.find_element(By.NAME, "place")).select_by_value("single_banner")
    fill(browser, "title", title)
    fill(browser, "image", picture)
    Select(browser.find_element(By.NAME, "lead")).select_by_value("sale")
    Select(browser.find_element(By.NAME, "sale")).select_by_value(sale)
    click(browser, "form.banner-form button.primary")
    wait(browser, lambda b: "Баннер добавлен" in text(b))
    check(browser, "the banner added")

    # NB: another colour each run: the same bytes again are the same picture, which changes nothing.
    upload = pathlib.Path(tempfile.mkdtemp()) / "banner.png"
    png(upload, (250, 200, 30) if browser.js_enabled else (30, 200, 250), width=320, height=160)
    browser.find_element(By.ID, "field-file").send_keys(str(upload))
    if browser.js_enabled:
        wait(browser, lambda b: b.find_element(By.ID, "picture-preview").is_displayed())
    click(browser, "form.upload button.primary")
    wait(browser, lambda b: "Сохранено" in text(b) and b.find_elements(By.CSS_SELECTOR, ".pictures img.thumb[src*='picture-']"))
    uploaded = browser.find_element(By.CSS_SELECTOR, ".pictures img.thumb").get_attribute("src").rsplit("/", 1)[1]
    check(browser, "the banner's picture uploaded")

    browser.find_element(By.CSS_SELECTOR, ".crumbs a").click()
    wait(browser, lambda b: b.current_url.endswith("/admin/main-page"))
    rows = browser.find_elements(By.CSS_SELECTOR, "table.banners tbody tr")
    place = [i for i, row in enumerate(rows) if title in row.text][0]
    click(browser, f"button[aria-label='Поднять баннер «{title}» выше']")
    wait(browser, lambda b: "Сохранено" in text(b))
    rows = browser.find_elements(By.CSS_SELECTOR, "table.banners tbody tr")
    assert [i for i, row in enumerate(rows) if title in row.text][0] < place, "the banner moved a place up"
    check(browser, "the banner moved up")

    browser.get(base + "/")
    choose_city(browser)
    wait(browser, lambda b: b.current_url.rstrip("/") == base)
    # NB: a top-level banner's redirect is the contract's reduced one: a sale's banner opens the list of sales.
    blocks = [block for block in browser.find_elements(By.CSS_SELECTOR, "section.block")
              if block.find_elements(By.TAG_NAME, "h2") and block.find_element(By.TAG_NAME, "h2").text == title]
    assert blocks, f"the Store's main page shows the sale's banner {title!r}"
    assert blocks[0].find_elements(By.CSS_SELECTOR, "a.card[href$='/sales'] img"), "the banner opens the sales"
    shown = blocks[0].find_element(By.CSS_SELECTOR, "a.card img").get_attribute("src")
    assert shown.endswith(uploaded), f"the Store's banner shows the uploaded picture {uploaded}, not {shown}"
    check(browser, "the Store's main page")
    # NB: the uploaded picture is square, the banner's box is not: the box's proportions hold whether or not the
    # lazy picture has loaded (it had no height at all below the fold once, and took the picture's square shape once
    # it had loaded).
    card = blocks[0].find_element(By.CSS_SELECTOR, "a.card")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", card)
    box = blocks[0].find_element(By.CSS_SELECTOR, "a.card img")
    # NB: measured once the picture has loaded: before, the img's width and height alone give the box its shape, and
    # a check then passed while a loaded square picture made the banner square (2026-12-06).
    wait(browser, lambda b: b.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", box))
    # NB: the attributes as written (the banner's proportions); get_attribute answers the rendered size.
    ratio = int(box.get_dom_attribute("width")) / int(box.get_dom_attribute("height"))
    assert abs(card.rect["width"] / max(card.rect["height"], 1) - ratio) < 0.05, \
        f"the banner keeps its proportions {ratio:.2f}, not {card.rect}"
    card.click()
    wait(browser, lambda b: b.current_url.endswith("/sales") and b.find_elements(By.CSS_SELECTOR, f"a[href$='/sale/{sale}']"))
    check(browser, "the Store's sales")
    click(browser, f"a[href$='/sale/{sale}']")
    wait(browser, lambda b: f"/sale/{sale}" in b.current_url and product in b.find_element(By.TAG_NAME, "main").text)
    check(browser, "the sale in the Store")

if __name__ == "__main__":
    with_and_without_script(steps, "an owner runs a sale: sale, window, product, banner, the Store's main page")
