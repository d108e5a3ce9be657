// ESLint flat config: TypeScript, React hooks, jsx-a11y and the layer boundaries of ADR 0068.
// Formatting is Prettier's job (`npm run format`); eslint-config-prettier turns off the rules that would fight it.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import importPlugin from "eslint-plugin-import";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers point one way: routes -> components / services -> models (docs/decisions/0068).
 * Each zone names a layer (`target`) and the folders it must never import from (`from`).
 * The app's root modules (root.tsx, entry.*) sit on top: no layer imports them.
 */
const TOP = ["./app/root.tsx", "./app/entry.client.tsx", "./app/entry.server.tsx"];
const LAYERS = [
  {
    target: ["./app/models", "./app/config.server.ts"],
    from: ["./app/services", "./app/components", "./app/routes", "./app/styles", ...TOP],
    message: "Models (and the app config) sit at the bottom: move the shared type, constant or rule down.",
  },
  {
    target: "./app/services",
    from: ["./app/routes", "./app/components", ...TOP],
    message: "Services import nothing from routes or components.",
  },
  {
    target: "./app/components",
    from: ["./app/routes", ...TOP],
    message: "Components import nothing from routes.",
  },
  {
    // Styles are presentation: they read only the ground floor's constants (the breakpoints of
    // app/services/platform/breakpoints.ts), never a feature, a component or a route.
    target: "./app/styles",
    from: ["./app/routes", "./app/components", "./app/models", ...TOP],
    message: "Styles import nothing from routes or components.",
  },
];

/**
 * The features of app/services and the only other features each may import (CONTRIBUTING.md,
 * "Where code goes"). platform is the ground floor and imports no feature; the table has no cycle
 * (tests/unit/lint-boundaries.test.ts checks it), so neither can the code.
 */
export const FEATURE_ARROWS = {
  platform: [],
  booking: ["platform"],
  accounts: ["platform", "booking"],
  business: ["platform", "booking", "accounts"],
  content: ["platform", "booking"],
  shell: ["platform", "accounts", "content"],
  changes: ["platform", "booking", "accounts", "business", "shell"],
  api: ["platform", "booking", "accounts", "business", "changes", "content"],
  admin: ["platform", "booking", "accounts", "changes", "content", "shell"],
};

const FEATURES = Object.keys(FEATURE_ARROWS);
const FEATURE_ZONES = FEATURES.map((feature) => ({
  target: `./app/services/${feature}`,
  from: FEATURES.filter((other) => other !== feature && !FEATURE_ARROWS[feature].includes(other)).map(
    (other) => `./app/services/${other}`,
  ),
  message:
    FEATURE_ARROWS[feature].length === 0
      ? `${feature} is the ground floor: it imports no feature (FEATURE_ARROWS, CONTRIBUTING.md).`
      : `The ${feature} feature may import only ${FEATURE_ARROWS[feature].join(", ")} (FEATURE_ARROWS, CONTRIBUTING.md).`,
})).filter((zone) => zone.from.length > 0);

/** Styles may import only from the ground floor of the services. */
const STYLE_ZONE = {
  target: "./app/styles",
  from: "./app/services",
  except: ["./platform"],
  message: "Styles import only platform's constants (the breakpoints) from the services.",
};

export const LAYER_ZONES = [...LAYERS, ...FEATURE_ZONES, STYLE_ZONE];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "public/build/",
      "data/",
      "tests/.tmp/",
      ".cache/",
      "test-results/",
      "playwright-report/",
      "backups/",
      "node_modules/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // Unused values are findings; a leading underscore marks one kept on purpose (e.g. a rest sibling).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: {
      ...jsxA11y.flatConfigs.recommended.languageOptions,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Option rows nest their label text two spans deep (<label><input/><span><span>text</span></span></label>).
      "jsx-a11y/label-has-associated-control": ["error", { depth: 3 }],
      // Scrolling code blocks, tables and galleries take focus so keyboard users can scroll them (axe's
      // scrollable-region-focusable); they carry a role and a name.
      // Our components' autoFocus prop moves focus into a dialog that just opened; the DOM attribute stays banned.
      "jsx-a11y/no-autofocus": ["error", { ignoreNonDOM: true }],
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["region", "group"], tags: ["pre"] }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { import: importPlugin },
    settings: {
      "import/resolver": { typescript: { project: "./tsconfig.json" } },
      "import/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "import/no-restricted-paths": ["error", { zones: LAYER_ZONES }],
      // Type-only imports are not followed (the rule's design): type cycles inside a layer go unseen.
      "import/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // Code the browser may load takes only types from the Drizzle schema: a value import ships the
    // table definitions to every page that reaches it (esbuild keeps each pgTable() call). The pure
    // constants live in *-values.ts beside the schema.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/models/**", "app/**/*.server.{ts,tsx}", "app/entry.server.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "models/schema(/(?!catalog-values$|booking-values$)[^/]+)?$",
              allowTypeImports: true,
              message:
                "Browser code takes only types from the schema; import constants from models/schema/*-values.",
            },
          ],
        },
      ],
    },
  },
  {
    // Routes are thin (ADR 0068): a loader or an action asks a service, never the models, so no
    // route runs a query itself. Types may still come from the models. This entry replaces the
    // schema rule above for routes, and covers it: the schema is a part of the models.
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)models(/|$)",
              allowTypeImports: true,
              message: "Routes take only types from the models; ask a service of app/services instead.",
            },
          ],
        },
      ],
    },
  },
  {
    // Single fetch (ADR 0083): a loader or action returns its data as it is, or data() with a
    // status and headers; React Router 7 has neither json() nor defer(). A resource route, read
    // by other programs, answers with the standard Response.json().
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["@remix-run/node", "@remix-run/react", "@remix-run/server-runtime"].map((name) => ({
            name,
            importNames: ["json", "defer"],
            message:
              "Return the data, or data(value, { status, headers }); a resource route: Response.json().",
          })),
        },
      ],
    },
  },
  {
    files: ["tests/**/*.ts"],
    rules: {
      // Tests read the API's JSON answers and library internals untyped; a type there adds nothing.
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  prettier,
);
