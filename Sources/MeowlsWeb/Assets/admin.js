// MEOWLS back office: the one small script, hand-written, no build step. Every page works without it; it only
// adds a preview of the picture chosen before it is uploaded, and asks before what cannot be undone at once
// (archiving, deleting a picture, a refund, disabling a promo code or a member). The server's pages stay the truth.
(function () {
  "use strict";
  document.documentElement.classList.add("js");

  // Picture upload: the chosen file is shown before it is sent. NB: read as a data: URL, which the pages'
  // Content-Security-Policy lets images load from (blob: it does not).
  document.querySelectorAll("input[type=file][data-preview]").forEach(function (input) {
    var preview = document.getElementById(input.getAttribute("data-preview"));
    if (!preview || !window.FileReader) { return; }
    input.addEventListener("change", function () {
      var file = input.files && input.files[0];
      if (!file || !/^image\/(jpeg|png|webp)$/.test(file.type)) {
        preview.hidden = true;
        return;
      }
      var reader = new FileReader();
      reader.onload = function () {
        preview.src = reader.result;
        preview.hidden = false;
      };
      reader.readAsDataURL(file);
    });
  });

  // Forms whose change is not undone by a click: confirmed first.
  document.querySelectorAll("form[data-confirm]").forEach(function (form) {
    form.addEventListener("submit", function (event) {
      if (!window.confirm(form.getAttribute("data-confirm"))) { event.preventDefault(); }
    });
  });
})();
