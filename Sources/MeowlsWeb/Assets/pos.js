// MEOWLS web POS: the one small script, hand-written, no build step. Every page works without it but two things
// need it: the keyboard-wedge scanner anywhere on the sale page, and the auto-lock after the register sits idle.
// It also types the on-screen keypad's digits into their field and binds the shortcuts the buttons show. It holds
// no rule of the register: keys and their times go to the server, where the Kit's WedgeScanner tells a scan from
// typing.
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

  // "Print" on a receipt or report: the browser's print dialog (80 mm paper from the page's own styles).
  document.querySelectorAll("[data-print]").forEach(function (button) {
    button.hidden = false;
    button.addEventListener("click", function () { window.print(); });
  });

  // The keypad types into its field rather than posting each key.
  document.querySelectorAll(".keypad").forEach(function (pad) {
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

  // Shortcuts: a button with data-shortcut="F9" is pressed by that key (Enter is the browser's own).
  var shortcuts = {};
  document.querySelectorAll("[data-shortcut]").forEach(function (button) {
    var key = button.getAttribute("data-shortcut");
    if (key !== "Enter" && !button.disabled) { shortcuts[key] = button; }
  });
  document.querySelectorAll("a[data-key]").forEach(function (link) {
    var key = link.getAttribute("data-key");
    if (key) { shortcuts[key] = link; }
  });
  document.addEventListener("keydown", function (event) {
    var target = shortcuts[event.key];
    if (!target || event.altKey || event.ctrlKey || event.metaKey) { return; }
    if (event.key.length === 1 && isTyping(event.target)) { return; }
    event.preventDefault();
    target.click();
  });

  function isTyping(element) {
    return element && (element.tagName === "INPUT" || element.tagName === "TEXTAREA" || element.isContentEditable);
  }

  // The wedge scanner: on a page with a [data-scan-url] form, every key outside a text field is sent with its time
  // to the server, which runs the Kit's rule; keys typed into a field stay in the field, unless they come as a
  // scanner's burst (the server's rule decides too: the burst is posted with the field's text left as it was).
  var scan = document.querySelector("form[data-scan-url]");
  if (scan) {
    var keys = [];
    var timer = null;
    var started = null;
    document.addEventListener("keydown", function (event) {
      if (event.altKey || event.ctrlKey || event.metaKey) { return; }
      var key = event.key;
      var inField = isTyping(event.target) && event.target.getAttribute("data-scan") !== "1";
      if (key !== "Enter" && key.length !== 1) { return; }
      var now = performance.now();
      if (started === null) { started = now; }
      var last = keys.length ? keys[keys.length - 1].t : null;
      var fast = last !== null && now - last <= 50;
      if (inField && !fast && key !== "Enter") {
        // Typing in a search field: nothing to forward yet; a burst that follows will be.
        keys = [{ k: key, t: now }];
        started = now;
        return;
      }
      if (inField && key === "Enter" && !(fast && keys.length >= 4)) { keys = []; started = null; return; }
      event.preventDefault();
      if (inField && keys.length === 1 && !fast) { keys = []; started = now; }
      keys.push({ k: key === "Enter" ? "\n" : key, t: now });
      if (timer) { clearTimeout(timer); }
      if (key === "Enter") { send(); } else { timer = setTimeout(send, 120); }
    }, true);
    function send() {
      timer = null;
      if (!keys.length) { return; }
      var origin = keys[0].t;
      var text = keys.map(function (k) { return k.k; }).join("");
      var times = keys.map(function (k) { return Math.round(k.t - origin); }).join(",");
      keys = [];
      started = null;
      post(scan.getAttribute("data-scan-url"), {
        csrf: body.getAttribute("data-csrf"), "do": "keys", keys: text, times: times
      });
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
