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

  // The wedge scanner. On a page with a form[data-scan-url] (sale, return, stock) a key pressed outside any field
  // belongs to the page: the keys and their times (ms) are posted to that address when Enter comes or the keys
  // stop, and the server hands them to the Kit's WedgeScanner, which tells a scanner's burst from typing. A key in
  // a field is typed as usual; Enter in a posted form sends the field's keys and times along, so a code scanned
  // while the cursor was in the search field is still a scan (the Kit decides that too).
  var scan = document.querySelector("form[data-scan-url]");
  if (scan) {
    var typed = [];
    var loose = [];
    var timer = null;
    document.addEventListener("focusin", function () { typed = []; });
    document.addEventListener("keydown", function (event) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.isComposing) { return; }
      var key = event.key;
      if (key !== "Enter" && key.length !== 1) { return; }
      var stroke = { k: key === "Enter" ? "\n" : key, t: performance.now() };
      if (isTyping(event.target)) {
        typed.push(stroke);
        if (typed.length > 64) { typed.shift(); }
        var form = event.target.form;
        if (key === "Enter" && form && form.method === "post") { stamp(form, typed); }
        if (key === "Enter") { typed = []; }
        return;
      }
      event.preventDefault();
      loose.push(stroke);
      if (loose.length > 64) { loose.shift(); }
      if (timer) { clearTimeout(timer); }
      if (key === "Enter") { send(); } else { timer = setTimeout(send, 300); }
    }, true);
    var encode = function (keys) {
      var origin = keys.length ? keys[0].t : 0;
      return {
        keys: keys.map(function (k) { return k.k; }).join(""),
        times: keys.map(function (k) { return Math.round(k.t - origin); }).join(",")
      };
    };
    var stamp = function (form, keys) {
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
    };
    var send = function () {
      timer = null;
      if (!loose.length) { return; }
      var data = encode(loose);
      loose = [];
      post(scan.getAttribute("data-scan-url"), {
        csrf: body.getAttribute("data-csrf"), "do": "keys", keys: data.keys, times: data.times
      });
    };
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
