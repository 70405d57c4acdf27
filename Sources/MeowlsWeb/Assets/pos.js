// MEOWLS web POS: the one small script, hand-written, no build step. Every page works without it but two things
// need it: the keyboard-wedge scanner anywhere on the sale page, and the auto-lock after the register sits idle.
// It also types the on-screen keypad's digits into their field, binds the shortcuts the buttons show, and posts
// the sale's forms in the background (issue 19's speed), swapping the server's answer into the page instead of
// loading it. It holds no rule of the register: keys and their times go to the server, where the Kit's
// WedgeScanner tells a scan from typing, and every swapped part is drawn by the server from the sale's state.
(function () {
  "use strict";
  var body = document.body;
  document.documentElement.classList.add("js");

  function post(url, fields) {
    var form = document.createElement("form");
    form.method = "post";
    form.action = url;
    Object.keys(fields).forEach(function (name) {
      var input = document.createElement("input");
      input.type = "hidden";
      input.name = name;
      input.value = fields[name];
      form.appendChild(input);
    });
    body.appendChild(form);
    form.submit();
  }

  // What a page's part needs once it is in the document (the whole page at load, `main` after a swap): "Print"
  // opens the browser's print dialog (80 mm paper from the page's own styles); the keypad types into its field
  // rather than posting each key.
  function bind(root) {
    root.querySelectorAll("[data-print]").forEach(function (button) {
      button.hidden = false;
      button.addEventListener("click", function () { window.print(); });
    });
    root.querySelectorAll(".keypad").forEach(function (pad) {
      var field = document.getElementById(pad.getAttribute("data-target"));
      if (!field) { return; }
      pad.addEventListener("click", function (event) {
        var key = event.target.closest("button.key");
        if (!key) { return; }
        event.preventDefault();
        var value = key.value;
        var max = parseInt(field.getAttribute("maxlength") || "40", 10);
        if (value === "\u232b") { field.value = field.value.slice(0, -1); }
        else if (field.value.length + value.length <= max) { field.value += value; }
        field.focus();
        field.dispatchEvent(new Event("input", { bubbles: true }));
      });
    });
  }
  bind(document);

  // Shortcuts: a button with data-shortcut="F9" is pressed by that key (Enter is the browser's own). Read again
  // after every swap: the buttons are new ones.
  var shortcuts = {};
  function collectShortcuts() {
    shortcuts = {};
    document.querySelectorAll("[data-shortcut]").forEach(function (button) {
      var key = button.getAttribute("data-shortcut");
      if (key !== "Enter" && !button.disabled) { shortcuts[key] = button; }
    });
    document.querySelectorAll("a[data-key]").forEach(function (link) {
      var key = link.getAttribute("data-key");
      if (key) { shortcuts[key] = link; }
    });
  }
  collectShortcuts();
  document.addEventListener("keydown", function (event) {
    var target = shortcuts[event.key];
    if (!target || event.altKey || event.ctrlKey || event.metaKey) { return; }
    if (event.key.length === 1 && isTyping(event.target)) { return; }
    event.preventDefault();
    target.click();
  });

  function isPost(form) { return (form.getAttribute("method") || "").toLowerCase() === "post"; }

  function isTyping(element) {
    return element && (element.tagName === "INPUT" || element.tagName === "TEXTAREA" || element.isContentEditable);
  }

  // The swap. On a page whose content has [data-swap] (the sale), its forms are posted with fetch asking for the
  // fragment answer (X-POS-Fragment: main): the server runs the same form and answers what `main` would show
  // after the redirect, drawn from the same sale state, or where to go instead (X-POS-Location). Posts go one at a
  // time in the order made, so two quick scans never race on the sale. When fetch fails or the answer is neither
  // (the network, a 5xx, an old server), the form is submitted as without the script, so nothing is lost. Each
  // post is timed for the bench: performance marks `<kind>-start` and `<kind>-shown` (the new DOM in place) and
  // the measure `<kind>`, kind being "scan" (a code scanned or typed), "pay" (Pay, Cash, Card: the payment form),
  // "sale" (the payment confirmed: the receipt ready) or "form"; `<kind>-painted` once the next frame is drawn.
  var main = document.getElementById("main");
  var queue = Promise.resolve();

  function swapURL() {
    var holder = main && main.querySelector("[data-swap]");
    return holder && window.fetch && window.URLSearchParams ? holder.getAttribute("data-swap") : null;
  }

  function kindOf(fields) {
    var action = fields.get("do");
    if (action === "code" || action === "keys") { return "scan"; }
    if (action === "pay" || action === "cash" || action === "card" || action === "split") { return "pay"; }
    if (action === "payment" && fields.get("confirm") === "1") { return "sale"; }
    return "form";
  }

  function swap(url, fields, kind, fallback) {
    performance.mark(kind + "-start");
    queue = queue.then(function () {
      return fetch(url, {
        method: "POST", body: fields, credentials: "same-origin", headers: { "X-POS-Fragment": "main" }
      }).then(function (response) {
        var location = response.headers.get("X-POS-Location");
        if (location) { window.location.assign(location); return; }
        if (response.headers.get("X-POS-Fragment") !== "main") {
          if (response.ok && response.redirected) { window.location.assign(response.url); return; }
          throw new Error("no fragment: " + response.status);
        }
        return response.text().then(function (html) {
          main.innerHTML = html;
          bind(main);
          collectShortcuts();
          var focus = main.querySelector("[autofocus]");
          if (focus) { focus.focus(); }
          performance.mark(kind + "-shown");
          performance.measure(kind, kind + "-start", kind + "-shown");
          // NB: and once the browser has drawn it (the frame after the swap), for the bench's second figure.
          requestAnimationFrame(function () {
            setTimeout(function () {
              performance.mark(kind + "-painted");
              performance.measure(kind + "-painted", kind + "-start", kind + "-painted");
            }, 0);
          });
        });
      }).catch(function () { fallback(); });
    });
  }

  document.addEventListener("submit", function (event) {
    var form = event.target;
    var url = swapURL();
    // NB: the attributes, not `form.method` / `form.action`: a field named "method" (the payment's) hides those.
    if (!url || !isPost(form) || form.hasAttribute("data-plain") || !main.contains(form)) { return; }
    if (new URL(form.getAttribute("action") || "", window.location.href).pathname !== url) { return; }
    var submitter = event.submitter || null;
    var fields;
    try { fields = new URLSearchParams(new FormData(form, submitter)); } catch (error) { return; }
    event.preventDefault();
    swap(url, fields, kindOf(fields), function () {
      // NB: the form as the browser would have sent it, its button's name and value included.
      form.setAttribute("data-plain", "1");
      if (submitter && form.requestSubmit && form.contains(submitter)) { form.requestSubmit(submitter); }
      else { form.submit(); }
    });
  });

  // The wedge scanner. On a page with a form[data-scan-url] (sale, return, stock) a key pressed outside any field
  // belongs to the page: the keys and their times (ms) are posted to that address when Enter comes or the keys
  // stop, and the server hands them to the Kit's WedgeScanner, which tells a scanner's burst from typing. A key in
  // a field is typed as usual; Enter in a posted form sends the field's keys and times along, so a code scanned
  // while the cursor was in the search field is still a scan (the Kit decides that too). The form is looked up at
  // each key: a swap may have put the sale in a phase without it (the payment) or back.
  var typed = [];
  var loose = [];
  var timer = null;
  document.addEventListener("focusin", function () { typed = []; });
  document.addEventListener("keydown", function (event) {
    if (!document.querySelector("form[data-scan-url]")) { return; }
    if (event.altKey || event.ctrlKey || event.metaKey || event.isComposing) { return; }
    var key = event.key;
    if (key !== "Enter" && key.length !== 1) { return; }
    var stroke = { k: key === "Enter" ? "\n" : key, t: performance.now() };
    if (isTyping(event.target)) {
      typed.push(stroke);
      if (typed.length > 64) { typed.shift(); }
      var form = event.target.form;
      if (key === "Enter" && form && isPost(form)) { stamp(form, typed); }
      if (key === "Enter") { typed = []; }
      return;
    }
    event.preventDefault();
    loose.push(stroke);
    if (loose.length > 64) { loose.shift(); }
    if (timer) { clearTimeout(timer); }
    if (key === "Enter") { send(); } else { timer = setTimeout(send, 300); }
  }, true);

  function encode(keys) {
    var origin = keys.length ? keys[0].t : 0;
    return {
      keys: keys.map(function (k) { return k.k; }).join(""),
      times: keys.map(function (k) { return Math.round(k.t - origin); }).join(",")
    };
  }

  function stamp(form, keys) {
    var data = encode(keys);
    ["keys", "times"].forEach(function (name) {
      var input = form.querySelector("input[name=" + name + "]");
      if (!input) {
        input = document.createElement("input");
        input.type = "hidden";
        input.name = name;
        form.appendChild(input);
      }
      input.value = data[name];
    });
  }

  function send() {
    timer = null;
    var scan = document.querySelector("form[data-scan-url]");
    if (!loose.length || !scan) { return; }
    var data = encode(loose);
    loose = [];
    var fields = { csrf: body.getAttribute("data-csrf"), "do": "keys", keys: data.keys, times: data.times };
    var url = scan.getAttribute("data-scan-url");
    if (swapURL() === url) {
      swap(url, new URLSearchParams(fields), "scan", function () { post(url, fields); });
    } else {
      post(url, fields);
    }
  }

  // Auto-lock: after the register's idle limit without a key, a touch or a click, the page posts "idle" to the lock.
  var limit = parseInt(body.getAttribute("data-idle-lock") || "0", 10);
  var lockURL = body.getAttribute("data-lock-url");
  if (limit > 0 && lockURL) {
    var idleTimer = null;
    var arm = function () {
      if (idleTimer) { clearTimeout(idleTimer); }
      idleTimer = setTimeout(function () {
        post(lockURL, { csrf: body.getAttribute("data-csrf"), "do": "idle" });
      }, limit * 1000);
    };
    ["keydown", "pointerdown", "touchstart", "input"].forEach(function (name) {
      document.addEventListener(name, arm, { passive: true, capture: true });
    });
    arm();
  }
})();
