import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { DRIVE_SAFE_QUESTIONS } from "~/models/seed/lookups";
import { action, loader } from "~/routes/_content+/help+/drive-safe";
import {
  answerField,
  publicQuestions,
  readAnswer,
  scoreQuiz,
  toQuestions,
  verdictFor,
  type DriveSafeQuestion,
  type QuizOutcome,
} from "~/services/content/drive-safe/quiz";
import { loadDriveSafeQuestions } from "~/services/content/drive-safe/questions.server";
import { DRIVE_SAFE_TEXT } from "~/services/content/text";
import { routeResponse } from "./support/route-response";

const QUESTIONS: DriveSafeQuestion[] = [
  {
    code: "Q1",
    question: "Which side?",
    answers: ["Left", "Right"],
    correctAnswer: 0,
    explanation: "Keep left.",
  },
  {
    code: "Q2",
    question: "Open road limit?",
    answers: ["80", "100", "120"],
    correctAnswer: 1,
    explanation: "100 km/h.",
  },
  {
    code: "Q3",
    question: "Phone?",
    answers: ["Yes", "No"],
    correctAnswer: 1,
    explanation: "Never hand-held.",
  },
];

const answers = (values: Record<string, string>) => (field: string) => values[field];

describe("questions from the lookup", () => {
  it("keeps valid payloads and skips malformed ones", () => {
    const options = [
      {
        code: "Q1",
        payload: { question: "A?", answers: ["x", "y"], correctAnswer: 1, explanation: "Because." },
      },
      {
        code: "Q2",
        payload: { question: "B?", answers: ["x"], correctAnswer: 0, explanation: "Too few answers." },
      },
      {
        code: "Q3",
        payload: {
          question: "C?",
          answers: ["x", "y"],
          correctAnswer: 2,
          explanation: "Answer out of range.",
        },
      },
      { code: "Q4", payload: { question: "D?", answers: ["x", "y"] } },
      {
        code: "bad code!",
        payload: { question: "E?", answers: ["x", "y"], correctAnswer: 0, explanation: "Bad code." },
      },
    ];
    expect(toQuestions(options).map((question) => question.code)).toEqual(["Q1"]);
  });

  it("shows the page the questions and options only, never the answers", () => {
    const shown = publicQuestions(QUESTIONS);
    expect(shown[0]).toEqual({ code: "Q1", question: "Which side?", answers: ["Left", "Right"] });
    expect(JSON.stringify(shown)).not.toContain("explanation");
    expect(JSON.stringify(shown)).not.toContain("correctAnswer");
  });

  it("seeds 8 to 12 real New Zealand road-rule questions, each with options, an answer and an explanation", async () => {
    expect(DRIVE_SAFE_QUESTIONS.length).toBeGreaterThanOrEqual(8);
    expect(DRIVE_SAFE_QUESTIONS.length).toBeLessThanOrEqual(12);
    const loaded = await loadDriveSafeQuestions();
    expect(loaded).toHaveLength(DRIVE_SAFE_QUESTIONS.length);
    for (const question of loaded) {
      expect(question.answers.length).toBeGreaterThanOrEqual(3);
      expect(question.correctAnswer).toBeLessThan(question.answers.length);
      expect(question.explanation.length).toBeGreaterThan(40);
    }
  });
});

describe("reading an answer", () => {
  it("accepts an option's index only", () => {
    expect(readAnswer(QUESTIONS[1], "2")).toBe(2);
    expect(readAnswer(QUESTIONS[1], "0")).toBe(0);
    for (const raw of ["3", "-1", "1.0", "a", "", " 1", "100", null, undefined])
      expect(readAnswer(QUESTIONS[1], raw), String(raw)).toBeUndefined();
  });
});

describe("scoring", () => {
  it("scores a complete quiz, with each answer right or wrong and its explanation", () => {
    const outcome = scoreQuiz(
      QUESTIONS,
      answers({ [answerField("Q1")]: "0", [answerField("Q2")]: "2", [answerField("Q3")]: "1" }),
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.score).toBe(2);
    expect(outcome.total).toBe(3);
    expect(outcome.results.map((result) => [result.code, result.chosen, result.isCorrect])).toEqual([
      ["Q1", 0, true],
      ["Q2", 2, false],
      ["Q3", 1, true],
    ]);
    expect(outcome.results[1]).toMatchObject({ correctAnswer: 1, explanation: "100 km/h." });
  });

  it("scores nothing while a question is unanswered: a message beside it, the other answers kept", () => {
    const outcome = scoreQuiz(QUESTIONS, answers({ [answerField("Q1")]: "1", [answerField("Q3")]: "7" }));
    expect(outcome).toEqual({
      ok: false,
      answers: { Q1: 1 },
      missing: { Q2: DRIVE_SAFE_TEXT.unanswered, Q3: DRIVE_SAFE_TEXT.unanswered },
      message: DRIVE_SAFE_TEXT.missingSummary(2),
    });
    expect(DRIVE_SAFE_TEXT.missingSummary(1)).toMatch(/^One question/);
  });

  it("refuses to score an empty quiz", () => {
    expect(scoreQuiz([], answers({}))).toMatchObject({ ok: false, message: DRIVE_SAFE_TEXT.noQuestions });
  });

  it("gives a verdict by score", () => {
    expect(verdictFor(12, 12)).toBe(DRIVE_SAFE_TEXT.verdictPerfect);
    expect(verdictFor(9, 12)).toBe(DRIVE_SAFE_TEXT.verdictGood);
    expect(verdictFor(8, 12)).toBe(DRIVE_SAFE_TEXT.verdictRevise);
  });
});

describe("/help/drive-safe/ route", () => {
  const post = (body: URLSearchParams) =>
    ({
      request: new Request("http://localhost/help/drive-safe/", { method: "POST", body }),
      params: {},
      context: {},
    }) as ActionFunctionArgs;

  it("loads the article and the questions without their answers", async () => {
    const response = await routeResponse(
      loader({
        request: new Request("http://localhost/help/drive-safe/"),
        params: {},
        context: {},
      } as LoaderFunctionArgs),
    );
    const data = await response.json();
    expect(data.page.title).toBe("Drive safe in New Zealand");
    expect(data.questions).toHaveLength(DRIVE_SAFE_QUESTIONS.length);
    expect(JSON.stringify(data.questions)).not.toContain("correctAnswer");
  });

  it("answers 422 with the missing questions, then 200 with the score", async () => {
    const questions = await loadDriveSafeQuestions();
    const body = new URLSearchParams();
    for (const question of questions.slice(1))
      body.set(answerField(question.code), String(question.correctAnswer));
    const incomplete = await routeResponse(action(post(body)));
    expect(incomplete.status).toBe(422);
    const missing = (await incomplete.json()) as QuizOutcome;
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(Object.keys(missing.missing)).toEqual([questions[0].code]);

    body.set(
      answerField(questions[0].code),
      String((questions[0].correctAnswer + 1) % questions[0].answers.length),
    );
    const complete = await routeResponse(action(post(body)));
    expect(complete.status).toBe(200);
    const scored = (await complete.json()) as QuizOutcome;
    expect(scored).toMatchObject({ ok: true, score: questions.length - 1, total: questions.length });
  });
});
