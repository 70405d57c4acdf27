// MEOWLS web Store: the one small script. Every page works without it; it only adds what people expect:
// listing filters and sort apply on change, and sliders advance by themselves.
(function () {
  "use strict";
  document.documentElement.classList.add("js");

  document.querySelectorAll("form[data-autosubmit]").forEach(function (form) {
    form.addEventListener("change", function () { form.submit(); });
  });

  var reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  document.querySelectorAll(".slider[data-interval]").forEach(function (slider) {
    var interval = parseInt(slider.getAttribute("data-interval"), 10);
    var track = slider.querySelector(".slides");
    if (!track || !(interval > 0) || reduced || track.children.length < 2) { return; }
    var paused = false;
    ["pointerdown", "focusin", "mouseenter"].forEach(function (name) {
      slider.addEventListener(name, function () { paused = true; });
    });
    ["pointerup", "focusout", "mouseleave"].forEach(function (name) {
      slider.addEventListener(name, function () { paused = false; });
    });
    window.setInterval(function () {
      if (paused || document.hidden) { return; }
      var width = track.children[0].getBoundingClientRect().width;
      var atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 4;
      track.scrollTo({ left: atEnd ? 0 : track.scrollLeft + width, behavior: "smooth" });
    }, interval);
  });
})();
