/// The page's only script: shows the environment picker and the findings filter (hidden while
/// scripts are off, when every card and finding shows) and applies them by toggling `hidden`:
/// the picker hides what lists environments (`data-env`, picker values separated by spaces)
/// without the chosen one.
enum PageScript {
    static let source = """
        (function () {
          var controls = document.querySelectorAll('.controls');
          controls.forEach(function (c) { c.hidden = false; });
          var env = document.getElementById('env-picker');
          env.addEventListener('change', function () {
            var value = env.value;
            document.querySelectorAll('[data-env]').forEach(function (item) {
              item.hidden = value !== '' && item.getAttribute('data-env').split(' ').indexOf(value) < 0;
            });
          });
          var severities = document.querySelectorAll('input[name=severity]');
          var rule = document.getElementById('rule-filter');
          function filter() {
            var shown = {};
            severities.forEach(function (box) { shown[box.value] = box.checked; });
            document.querySelectorAll('article.finding').forEach(function (finding) {
              finding.hidden = !shown[finding.getAttribute('data-severity')]
                || (rule.value !== '' && finding.getAttribute('data-rule') !== rule.value);
            });
          }
          severities.forEach(function (box) { box.addEventListener('change', filter); });
          rule.addEventListener('change', filter);
        })();
        """
}
