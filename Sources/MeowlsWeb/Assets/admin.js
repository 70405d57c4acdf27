// MEOWLS back office: the one small script, hand-written, no build step. Every page works without it; it only
// adds a preview of the picture chosen before it is uploaded, and asks before what cannot be undone at once
// (archiving, deleting a picture, a refund). The server's pages stay the truth.
(function () {
  "use strict";
  document.documentElement.classList.add("js");

  // Picture upload: the chosen file is shown before it is sent.
  document.querySelectorAll("input[type=file][data-preview]").forEach(function (input) {
    var preview = document.getElementById(input.getAttribute("data-preview"));
    if (!preview || !window.URL || !URL.createObjectURL) { return; }
    input.addEventListener("change", function () {
      var file = input.files && input.files[0];
      if (preview.src) { URL.revokeObjectURL(preview.src); }
      if (!file || !/^image\//.test(file.type)) {
        preview.hidden = true;
        return;
      }
      preview.src = URL.createObjectURL(file);
      preview.hidden = false;
    });
  });

  // Forms whose change is not undone by a click: confirmed first.
  document.querySelectorAll("form[data-confirm]").forEach(function (form) {
    form.addEventListener("submit", function (event) {
      if (!window.confirm(form.getAttribute("data-confirm"))) { event.preventDefault(); }
    });
  });
})();
