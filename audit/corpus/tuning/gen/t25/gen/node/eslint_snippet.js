// Lint a caller-submitted snippet with ESLint 9 (flat config given inline); print "file:line:col rule message" lines (t25-085).
const path = require('path');
const { ESLint } = require(path.join(process.env.NODE_MODULES || '/tmp/dev25-scratch/node/node_modules', 'eslint'));
const fs = require('fs');

(async () => {
  const code = fs.readFileSync(process.argv[2], 'utf8');
  const eslint = new ESLint({
    overrideConfigFile: true,
    overrideConfig: {
      languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { console: 'readonly' } },
      rules: { 'no-unused-vars': 'error', 'no-undef': 'error', eqeqeq: 'warn', 'prefer-const': 'warn' },
    },
  });
  const [res] = await eslint.lintText(code, { filePath: 'snippet.js' });
  for (const m of res.messages) {
    console.log(`snippet.js:${m.line}:${m.column}  ${m.severity === 2 ? 'error' : 'warning'}  ${m.message}  ${m.ruleId}`);
  }
  console.log(`${res.errorCount} errors, ${res.warningCount} warnings`);
})();
