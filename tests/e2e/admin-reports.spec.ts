import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { REPORT_CSV_HEADERS, REPORT_MESSAGES, REPORT_TEXT } from "~/services/admin/reports/text";
import { expect, test } from "./support/admin";
import { expectNoAxeViolations, expectSettled, openPage } from "./support/page-checks";

test.describe("back-office reports (issue 21 item 8)", () => {
  test("Staff see their branch's charts and tables and download each CSV", async ({ staffPage: page }) => {
    await openPage(page, ADMIN_PATHS.reports);
    await expect(page.getByRole("heading", { level: 1, name: REPORT_TEXT.title })).toBeVisible();
    for (const title of [
      REPORT_TEXT.utilisationTitle,
      REPORT_TEXT.revenueTitle,
      REPORT_TEXT.cancellationsTitle,
    ])
      await expect(page.getByRole("img", { name: title })).toBeVisible();
    // Their one branch, and "all my branches".
    const branch = page.getByLabel(REPORT_TEXT.branchLabel);
    await expect(branch.locator("option")).toHaveText([REPORT_TEXT.allMyBranches, "Auckland Airport"]);
    await expect(
      page.getByRole("table", { name: REPORT_TEXT.utilisationTitle }).getByRole("row"),
    ).toHaveCount(30);
    await expectNoAxeViolations(page);

    const downloads = [
      ["utilisation per day, branch and class", REPORT_CSV_HEADERS.utilisation],
      ["revenue per month", REPORT_CSV_HEADERS.revenue],
      ["cancellations and refunds per month", REPORT_CSV_HEADERS.cancellations],
    ] as const;
    for (const [what, header] of downloads) {
      const href = await page.getByRole("link", { name: REPORT_TEXT.downloadCsv(what) }).getAttribute("href");
      const csv = await page.context().request.get(href!);
      expect(csv.status()).toBe(200);
      expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
      expect(csv.headers()["content-disposition"]).toMatch(
        /^attachment; filename="go-rentals-[a-z]+-[\d-]+-to-[\d-]+?(-branch-\d+)?\.csv"$/,
      );
      expect((await csv.text()).split("\r\n")[0]).toBe(header.join(","));
    }
  });

  test("an admin picks a branch and dates; a range backwards is refused beside the field @no-js", async ({
    adminPage: page,
  }) => {
    await openPage(page, ADMIN_PATHS.reports);
    await expectSettled(page);
    await page.getByLabel(REPORT_TEXT.branchLabel).selectOption({ label: "Queenstown Airport" });
    await page.getByLabel(REPORT_TEXT.fromLabel).fill("2026-12-01");
    await page.getByLabel(REPORT_TEXT.toLabel).fill("2026-12-07");
    await page.getByRole("button", { name: REPORT_TEXT.showButton }).click();
    await expect(page).toHaveURL(/from=2026-12-01&to=2026-12-07&branch=\d+$/);
    await expect(
      page.getByRole("table", { name: REPORT_TEXT.utilisationTitle }).getByRole("row"),
    ).toHaveCount(8);
    await expect(page.getByRole("img", { name: REPORT_TEXT.revenueTitle })).toBeVisible();

    const response = await page.goto(`${ADMIN_PATHS.reports}?from=2026-12-07&to=2026-12-01`);
    expect(response?.status()).toBe(400);
    await expect(page.locator("#report-to-error")).toHaveText(REPORT_MESSAGES.toBeforeFrom);
    await expect(page.getByLabel(REPORT_TEXT.fromLabel)).toHaveValue("2026-12-07");
    await expectNoAxeViolations(page);
  });
});
