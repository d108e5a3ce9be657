import { describe, expect, it } from "vitest";
import { answerField, scoreQuiz, type DriveSafeQuestion } from "~/services/content/drive-safe/quiz";
import { EXPLORE_TEXT, HELP_TEXT } from "~/services/content/text";
import { runInLanguage } from "~/services/platform/i18n/i18n.server";

/**
 * The content pages in German and Chinese (issue 34, area A2): texts built from numbers and
 * values are whole sentences of the page's language, numbers in its way; English is unchanged.
 */
const QUESTIONS: DriveSafeQuestion[] = ["Q1", "Q2", "Q3"].map((code) => ({
  code,
  question: "Which side?",
  answers: ["Left", "Right"],
  correctAnswer: 0,
  explanation: "Keep left.",
}));
const onlyFirst = (field: string) => (field === answerField("Q1") ? "0" : undefined);

describe("content texts in the page's language", () => {
  it("the drive-safe quiz says how many questions are unanswered in the visitor's language", () => {
    const message = (prefix: string) => {
      const outcome = runInLanguage(prefix, () => scoreQuiz(QUESTIONS, onlyFirst));
      return outcome.ok ? "" : outcome.message;
    };
    expect(message("")).toBe("2 questions have no answer yet. Choose an answer for each and check again.");
    expect(message("de")).toBe(
      "2 Fragen sind noch unbeantwortet. Wählen Sie für jede eine Antwort und prüfen Sie erneut.",
    );
    expect(message("zh")).toBe("还有 2 道题未作答。请为每道题选择答案后再检查。");
  });

  it("a trip's length and distance and the help search's count read naturally", () => {
    expect(runInLanguage("", () => `${EXPLORE_TEXT.days(1)} · ${EXPLORE_TEXT.distance(1234)}`)).toBe(
      "1 day · about 1,234 km",
    );
    expect(runInLanguage("de", () => `${EXPLORE_TEXT.days(1)} · ${EXPLORE_TEXT.distance(1234)}`)).toBe(
      "1 Tag · ca. 1.234 km",
    );
    expect(runInLanguage("zh", () => EXPLORE_TEXT.days(7))).toBe("7 天");
    expect(runInLanguage("de", () => HELP_TEXT.resultsHeading(3, "Kaution"))).toBe("3 Artikel zu „Kaution“");
    expect(runInLanguage("", () => HELP_TEXT.resultsHeading(1, "bond"))).toBe("1 article matches “bond”");
  });
});
