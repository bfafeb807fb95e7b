/// The page's only script: shows the environment picker and the findings filter (hidden while
/// scripts are off, when every card and finding shows) and applies them by toggling `hidden`.
enum PageScript {
    static let source = """
        (function () {
          var controls = document.querySelectorAll('.controls');
          controls.forEach(function (c) { c.hidden = false; });
          var env = document.getElementById('env-picker');
          env.addEventListener('change', function () {
            var value = env.value;
            document.querySelectorAll('article.card').forEach(function (card) {
              card.hidden = value !== '' && card.getAttribute('data-env') !== value;
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
