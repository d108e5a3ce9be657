import { ESLint } from "eslint";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FEATURE_ARROWS } from "../../eslint.config.js";

const ROOT = path.resolve(__dirname, "../..");

/**
 * The import rules of eslint.config.js: the layers (ADR 0068: routes -> components / services ->
 * models, never back) and the schema kept out of the browser. Each case lints a made-up module at
 * a path inside a layer, as `npm run lint` would, and reads one rule's messages.
 */
async function ruleMessages(ruleId: string, filePath: string, code: string): Promise<string[]> {
  // The cycle rule walks the whole import graph and has nothing to say about one new file.
  const eslint = new ESLint({ cwd: ROOT, overrideConfig: { rules: { "import/no-cycle": "off" } } });
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  expect(result.messages.filter((message) => message.fatal)).toEqual([]);
  return result.messages.filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

const boundaryErrors = (filePath: string, code: string) =>
  ruleMessages("import/no-restricted-paths", filePath, code);

describe("npm run lint holds the layers", () => {
  it("reports a model importing a service, through the ~/ alias or a relative path", async () => {
    const viaAlias = await boundaryErrors(
      "app/models/x.server.ts",
      `import { formatMoney } from "~/services/platform/money";\nexport const price = formatMoney(1);\n`,
    );
    expect(viaAlias).toHaveLength(1);
    expect(viaAlias[0]).toContain("Models (and the app config) sit at the bottom");

    const viaRelative = await boundaryErrors(
      "app/models/x.server.ts",
      `import type { Brand } from "../services/shell/brand.server";\nexport type B = Brand;\n`,
    );
    expect(viaRelative).toHaveLength(1);
  });

  it("reports a service importing a component or a route", async () => {
    const errors = await boundaryErrors(
      "app/services/x.ts",
      `import { JsonLd } from "~/components/JsonLd";\nimport { loader } from "~/routes/_site+/unsubscribe";\nexport const both = [JsonLd, loader];\n`,
    );
    expect(errors).toEqual([
      expect.stringContaining("Services import nothing from routes or components"),
      expect.stringContaining("Services import nothing from routes or components"),
    ]);
  });

  it("reports a component importing a route and a style importing a component", async () => {
    expect(
      await boundaryErrors(
        "app/components/X.tsx",
        `import { loader } from "~/routes/_site+/unsubscribe";\nexport const l = loader;\n`,
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        "app/styles/x.css.ts",
        `import { JsonLd } from "~/components/JsonLd";\nexport const j = JsonLd;\n`,
      ),
    ).toHaveLength(1);
  });

  it("lets the arrows that point down through", async () => {
    expect(
      await boundaryErrors(
        "app/routes/x.tsx",
        `import { JsonLd } from "~/components/JsonLd";\nimport { formatMoney } from "~/services/platform/money";\nimport { getDb } from "~/models/db.server";\nexport const all = [JsonLd, formatMoney, getDb];\n`,
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        "app/services/x.ts",
        `import { getDb } from "~/models/db.server";\nimport { formatMoney } from "./platform/money";\nexport const both = [getDb, formatMoney];\n`,
      ),
    ).toEqual([]);
  });
});

describe("npm run lint holds the features' arrows (CONTRIBUTING.md)", () => {
  it("reports a feature importing another outside the table, platform importing any feature", async () => {
    const upward = await boundaryErrors(
      "app/services/booking/x.ts",
      `import { MANAGE_BOOKING_RESEND_LIMIT } from "../changes/constants";\nexport const l = MANAGE_BOOKING_RESEND_LIMIT;\n`,
    );
    expect(upward).toEqual([expect.stringContaining("The booking feature may import only platform")]);
    const fromTheGround = await boundaryErrors(
      "app/services/platform/x.ts",
      `import { ACCOUNT_PATHS } from "~/services/accounts/constants";\nexport const p = ACCOUNT_PATHS;\n`,
    );
    expect(fromTheGround).toEqual([
      expect.stringContaining("platform is the ground floor: it imports no feature"),
    ]);
  });

  it("lets a declared arrow through", async () => {
    expect(
      await boundaryErrors(
        "app/services/changes/x.ts",
        `import { MANAGE_BOOKING_PATH } from "../booking/constants";\nimport { formatMoney } from "../platform/money";\nexport const both = [MANAGE_BOOKING_PATH, formatMoney];\n`,
      ),
    ).toEqual([]);
  });

  it("has no cycle in its table, so the features cannot import each other in a circle", () => {
    const order: string[] = [];
    const visit = (feature: string, path: string[]) => {
      expect(path, `cycle: ${[...path, feature].join(" -> ")}`).not.toContain(feature);
      if (order.includes(feature)) return;
      for (const below of FEATURE_ARROWS[feature as keyof typeof FEATURE_ARROWS])
        visit(below, [...path, feature]);
      order.push(feature);
    };
    for (const feature of Object.keys(FEATURE_ARROWS)) visit(feature, []);
    expect(FEATURE_ARROWS.platform).toEqual([]);
    expect(order[0]).toBe("platform");
  });

  it("lets styles read only the ground floor", async () => {
    expect(
      await boundaryErrors(
        "app/styles/x.css.ts",
        `import { BREAKPOINTS } from "../services/platform/breakpoints";\nexport const b = BREAKPOINTS;\n`,
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        "app/styles/x.css.ts",
        `import { FOOTER_STYLES } from "../services/shell/constants";\nexport const f = FOOTER_STYLES;\n`,
      ),
    ).toEqual([expect.stringContaining("Styles import only platform's constants")]);
  });
});

describe("npm run lint keeps the database schema out of the browser", () => {
  const schemaImportErrors = async (filePath: string, code: string) =>
    (await ruleMessages("@typescript-eslint/no-restricted-imports", filePath, code)).length;

  it("reports a value from a schema module in code the browser may load, not a type or a *-values constant", async () => {
    const value = `import { DEAL_TYPES } from "~/models/schema/booking";\nexport const d = DEAL_TYPES;\n`;
    expect(await schemaImportErrors("app/components/X.tsx", value)).toBe(1);
    expect(
      await schemaImportErrors(
        "app/services/x.ts",
        `import { carClasses } from "../models/schema/catalog";\nexport const c = carClasses;\n`,
      ),
    ).toBe(1);
    expect(
      await schemaImportErrors(
        "app/components/X.tsx",
        `import type { DealType } from "~/models/schema/booking";\nimport { MARKETING_CATEGORIES } from "~/models/schema/catalog-values";\nexport const m: [DealType, typeof MARKETING_CATEGORIES] | null = null;\n`,
      ),
    ).toBe(0);
    // Server modules read the tables.
    expect(await schemaImportErrors("app/services/x.server.ts", value)).toBe(0);
  });
});

describe("npm run lint keeps routes thin (ADR 0068)", () => {
  const modelImportErrors = (filePath: string, code: string) =>
    ruleMessages("@typescript-eslint/no-restricted-imports", filePath, code);

  it("reports a route importing a query or a schema value, not a type or a service", async () => {
    const query = `import { getReservation } from "~/models/reservations/reservations.server";\nexport const g = getReservation;\n`;
    const errors = await modelImportErrors("app/routes/_site+/x.tsx", query);
    expect(errors).toEqual([expect.stringContaining("Routes take only types from the models")]);
    const valuesModule = `import { MARKETING_CATEGORIES } from "../../models/schema/catalog-values";\nexport const m = MARKETING_CATEGORIES;\n`;
    expect(await modelImportErrors("app/routes/admin+/x.tsx", valuesModule)).toHaveLength(1);
    expect(
      await modelImportErrors(
        "app/routes/_site+/x.tsx",
        `import type { Reservation } from "~/models/reservations/reservations.server";\nimport { getBooking } from "~/services/changes/manage.server";\nexport const r: [Reservation, typeof getBooking] | null = null;\n`,
      ),
    ).toEqual([]);
    // A service still runs its queries.
    expect(await modelImportErrors("app/services/x.server.ts", query)).toEqual([]);
  });
});

describe("npm run lint keeps loaders on single fetch's data (ADR 0083)", () => {
  const helperErrors = (filePath: string, code: string) =>
    ruleMessages("no-restricted-imports", filePath, code);

  it("reports json() and defer() from Remix, not data() or redirect()", async () => {
    expect(
      await helperErrors(
        "app/routes/x.tsx",
        `import { json, redirect } from "@remix-run/node";\nexport const loader = () => (Math.random() ? json({}) : redirect("/"));\n`,
      ),
    ).toEqual([expect.stringContaining("Return the data, or data(value, { status, headers })")]);
    expect(
      await helperErrors(
        "app/services/x.server.ts",
        `import { defer } from "@remix-run/server-runtime";\nexport const d = defer;\n`,
      ),
    ).toHaveLength(1);
    expect(
      await helperErrors(
        "app/routes/x.tsx",
        `import { data, redirect } from "@remix-run/node";\nexport const loader = () => (Math.random() ? data({}, { status: 404 }) : redirect("/"));\n`,
      ),
    ).toEqual([]);
  });
});
