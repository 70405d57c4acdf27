// MEOWLS web Store: the one small script, hand-written, no build step. Every page works without it; it only adds
// what people expect: filters and sort apply on change, sliders advance (by themselves and by their arrows),
// suggestions appear as one types, add to cart and the heart work without a reload, and more products join the
// end of a grid. The server's pages stay the truth: a form is posted as the browser would post it, and the page the
// answer leads to is read for the parts that changed (the product, the cart badge, the message).
(function () {
  "use strict";
  var root = document.documentElement;
  root.classList.add("js");
  var reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

  function parse(text) {
    return new DOMParser().parseFromString(text, "text/html");
  }

  function get(url) {
    return fetch(url, { credentials: "same-origin" }).then(function (r) {
      if (!r.ok) { throw new Error("HTTP " + r.status); }
      return r.text().then(function (text) { return { url: r.url, doc: parse(text) }; });
    });
  }

  // Filters and sort: a change loads the listing of the new choice.
  document.querySelectorAll("form[data-autosubmit]").forEach(function (form) {
    form.addEventListener("change", function () { form.submit(); });
  });

  // Sliders: arrows on every slider with more than one slide; those with an interval advance by themselves,
  // pausing while the pointer or the focus is on them, and never when the visitor asked for less motion.
  document.querySelectorAll(".slider").forEach(function (slider) {
    var track = slider.querySelector(".slides");
    if (!track || track.children.length < 2) { return; }
    function step(direction) {
      var width = track.children[0].getBoundingClientRect().width;
      var atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 4;
      var atStart = track.scrollLeft <= 4;
      var left = direction > 0 ? (atEnd ? 0 : track.scrollLeft + width)
        : (atStart ? track.scrollWidth : track.scrollLeft - width);
      track.scrollTo({ left: left, behavior: reduced ? "auto" : "smooth" });
    }
    [["prev", -1, "data-label-prev", "‹"], ["next", 1, "data-label-next", "›"]].forEach(function (arrow) {
      var button = document.createElement("button");
      button.type = "button";
      button.className = "slider-arrow slider-" + arrow[0];
      button.setAttribute("aria-label", slider.getAttribute(arrow[2]) || arrow[0]);
      button.textContent = arrow[3];
      button.addEventListener("click", function () { step(arrow[1]); });
      slider.appendChild(button);
    });
    var interval = parseInt(slider.getAttribute("data-interval"), 10);
    if (!(interval > 0) || reduced) { return; }
    var paused = false;
    ["pointerenter", "focusin"].forEach(function (name) {
      slider.addEventListener(name, function () { paused = true; });
    });
    ["pointerleave", "focusout"].forEach(function (name) {
      slider.addEventListener(name, function () { paused = false; });
    });
    window.setInterval(function () {
      if (!paused && !document.hidden) { step(1); }
    }, interval);
  });

  // Suggestions as one types, under every search box: the server's own list (typos and the wrong keyboard layout
  // included), asked for once the typing pauses; arrows move through it, Escape closes it.
  var boxes = 0;
  document.querySelectorAll("form.search input[name=q]").forEach(function (input) {
    var form = input.form;
    if (new URL(form.action).pathname !== "/search") { return; }
    var list = document.createElement("div");
    list.className = "suggest";
    list.id = "suggest-" + (boxes += 1);
    list.hidden = true;
    form.classList.add("has-suggest");
    form.appendChild(list);
    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-controls", list.id);
    input.setAttribute("aria-expanded", "false");
    var timer = 0;
    var asked = "";
    var pending = null;
    function show(html) {
      list.innerHTML = html;
      list.hidden = !html.trim();
      input.setAttribute("aria-expanded", list.hidden ? "false" : "true");
    }
    function close() {
      show("");
      asked = "";
    }
    function ask() {
      var query = input.value.trim();
      if (query === asked) { return; }
      asked = query;
      if (pending) { pending.abort(); }
      if (!query) { close(); return; }
      pending = new AbortController();
      fetch("/search/suggestions?q=" + encodeURIComponent(query), {
        credentials: "same-origin", signal: pending.signal
      }).then(function (r) { return r.ok ? r.text() : ""; })
        .then(function (html) { if (asked === query) { show(html); } })
        .catch(function () { /* a newer query took over, or the network is gone: the form still works */ });
    }
    input.addEventListener("input", function () {
      window.clearTimeout(timer);
      timer = window.setTimeout(ask, 250);
    });
    function links() { return Array.prototype.slice.call(list.querySelectorAll("a")); }
    form.addEventListener("keydown", function (event) {
      var all = links();
      var index = all.indexOf(document.activeElement);
      if (event.key === "Escape") { close(); input.focus(); return; }
      if (event.key !== "ArrowDown" && event.key !== "ArrowUp") { return; }
      if (!all.length) { return; }
      event.preventDefault();
      var next = event.key === "ArrowDown" ? index + 1 : index - 1;
      if (next < 0) { input.focus(); return; }
      all[Math.min(next, all.length - 1)].focus();
    });
    document.addEventListener("click", function (event) {
      if (!form.contains(event.target)) { close(); }
    });
    form.addEventListener("focusout", function (event) {
      if (event.relatedTarget && !form.contains(event.relatedTarget)) { close(); }
    });
  });

  // Add to cart and the heart without a reload: the form is posted as it is, and the page its answer leads to
  // gives the product's new state, the cart's badge and any message; an answer that leads elsewhere (a variant to
  // choose, the cart) is followed.
  var toast = document.createElement("p");
  toast.className = "toast";
  toast.setAttribute("role", "status");
  toast.hidden = true;
  document.body.appendChild(toast);
  var toastTimer = 0;
  function say(text) {
    toast.textContent = text;
    toast.hidden = !text;
    window.clearTimeout(toastTimer);
    if (text) { toastTimer = window.setTimeout(function () { toast.hidden = true; }, 6000); }
  }

  function replaceFrom(doc, selector) {
    var now = document.querySelector(selector);
    var next = doc.querySelector(selector);
    if (now && next) { now.replaceWith(document.importNode(next, true)); }
    return next;
  }

  document.addEventListener("submit", function (event) {
    var form = event.target;
    var action = form.querySelector("input[name=do]");
    if (!action || ["add-to-cart", "favorite"].indexOf(action.value) < 0 || form.method.toLowerCase() !== "post") {
      return;
    }
    var holder = form.closest("[id^='p-']");
    if (!holder || !window.fetch) { return; }
    event.preventDefault();
    var button = form.querySelector("button");
    if (button) { button.disabled = true; }
    var page = location.pathname + location.search;
    fetch(form.action, {
      method: "POST", credentials: "same-origin", body: new URLSearchParams(new FormData(form))
    }).then(function (r) {
      if (!r.ok) { throw new Error("HTTP " + r.status); }
      var target = new URL(r.url);
      if (target.pathname + target.search !== new URL(form.action).pathname + new URL(form.action).search &&
        target.pathname + target.search !== page) {
        location.href = r.url;
        return;
      }
      return r.text().then(function (text) {
        var doc = parse(text);
        var id = holder.id;
        var fresh = replaceFrom(doc, "#" + CSS.escape(id));
        replaceFrom(doc, ".cart-tab");
        var flash = doc.querySelector("main .flash");
        say(flash ? flash.textContent : "");
        var again = fresh && document.getElementById(id);
        var focus = again && (again.querySelector("form input[value='" + action.value + "'] ~ button") ||
          (action.value === "add-to-cart" ? again.querySelector("a[href='/cart']") : null));
        if (focus) { focus.focus(); }
      });
    }).catch(function () {
      // NB: when the script cannot tell, the browser posts the form itself, as without the script.
      form.submit();
    });
  });

  // More products at the end of a grid: the "more" link's page is read and its new products appended when the
  // end comes into view (or the link is pressed); the address follows, so a reload shows the same grid.
  var loading = false;
  function more(link) {
    if (loading) { return; }
    loading = true;
    link.setAttribute("aria-busy", "true");
    get(link.href).then(function (answer) {
      var grid = document.querySelector("main .grid");
      var incoming = answer.doc.querySelectorAll("main .grid > li[id]");
      incoming.forEach(function (tile) {
        if (!document.getElementById(tile.id)) { grid.appendChild(document.importNode(tile, true)); }
      });
      var now = link.closest(".more");
      var next = answer.doc.querySelector("main .more");
      if (next) { now.replaceWith(document.importNode(next, true)); } else { now.remove(); }
      history.replaceState(null, "", link.href);
      loading = false;
      watch();
    }).catch(function () {
      loading = false;
      location.href = link.href;
    });
  }

  var observer = "IntersectionObserver" in window ? new IntersectionObserver(function (entries) {
    entries.forEach(function (entry) {
      if (entry.isIntersecting) { more(entry.target); }
    });
  }, { rootMargin: "400px 0px" }) : null;

  function watch() {
    var link = document.querySelector("main .more a");
    if (!link || !document.querySelector("main .grid")) { return; }
    link.addEventListener("click", function (event) {
      event.preventDefault();
      more(link);
    });
    if (observer) { observer.observe(link); }
  }
  watch();
})();
