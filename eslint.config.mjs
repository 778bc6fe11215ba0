// The TypeScript linter over the app (web/) and the browser tests (e2e/), run by
// `make lint-ts`. ESLint and its plugins are installed in web/ only; this file sits
// at the root because ESLint 9 lints only files under its config file's folder, and
// it loads them from there. Not type-aware, to stay fast and need nothing from e2e/.
import { createRequire } from "node:module";

const require = createRequire(new URL("./web/package.json", import.meta.url));
const { defineConfig, globalIgnores } = require("eslint/config");
const tseslint = require("typescript-eslint");
const reactHooks = require("eslint-plugin-react-hooks");

export default defineConfig([
  globalIgnores([
    "web/dist/",
    "web/dist-packages/",
    "web/generated/",
    // Generated from the engine's Rust types (`make types`).
    "web/src/data/pageData.ts",
    "e2e/test-results/",
    "e2e/playwright-report/",
  ]),
  {
    // A disable comment that no longer silences anything fails the run.
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  {
    files: ["web/**/*.{ts,tsx,mts}", "e2e/**/*.ts"],
    extends: [tseslint.configs.recommended],
  },
  {
    // Only the app has React; Playwright's fixtures call a `use` that is no hook.
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
]);
