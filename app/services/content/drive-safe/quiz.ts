import { z } from "zod";
import { DRIVE_SAFE_TEXT } from "../text";

/**
 * The drive-safe quiz (/help/drive-safe/): multiple-choice questions on New Zealand road rules
 * from the `driveSafeQuestion` lookup, answered in a plain form and scored on the server. The
 * page gets the questions without their answers; the score shows each answer right or wrong with
 * the explanation. A question left unanswered gets a message beside it and nothing is scored.
 */

const payloadSchema = z.object({
  question: z.string().min(1),
  answers: z.array(z.string().min(1)).min(2).max(6),
  correctAnswer: z.number().int().nonnegative(),
  explanation: z.string().min(1),
});

export type DriveSafeQuestion = z.infer<typeof payloadSchema> & { code: string };

/** What the page shows before scoring: no correct answer, no explanation. */
export type QuizQuestion = { code: string; question: string; answers: string[] };

/** Lookup options to questions; an option whose payload is not a valid question is skipped. */
export function toQuestions(options: readonly { code: string; payload: unknown }[]): DriveSafeQuestion[] {
  return options.flatMap((option) => {
    const parsed = payloadSchema.safeParse(option.payload);
    if (!parsed.success || parsed.data.correctAnswer >= parsed.data.answers.length) return [];
    if (!/^[A-Za-z0-9_-]{1,20}$/.test(option.code)) return [];
    return [{ code: option.code, ...parsed.data }];
  });
}

export function publicQuestions(questions: readonly DriveSafeQuestion[]): QuizQuestion[] {
  return questions.map(({ code, question, answers }) => ({ code, question, answers: [...answers] }));
}

/** The form field of a question's answer (radio group name). */
export const answerField = (code: string) => `answer-${code}`;

/** An answer as the form sent it: the option's index, or undefined when missing or not an option. */
export function readAnswer(question: Pick<DriveSafeQuestion, "answers">, raw: FormDataEntryValue | string | null | undefined): number | undefined {
  if (typeof raw !== "string" || !/^\d{1,2}$/.test(raw)) return undefined;
  const index = Number(raw);
  return index < question.answers.length ? index : undefined;
}

export type QuestionResult = {
  code: string;
  question: string;
  answers: string[];
  chosen: number;
  correctAnswer: number;
  isCorrect: boolean;
  explanation: string;
};

export type QuizOutcome =
  | {
      ok: false;
      /** The answers given, by question code, so the form shows them again. */
      answers: Record<string, number>;
      /** Unanswered questions, by code, with the message to show beside each. */
      missing: Record<string, string>;
      message: string;
    }
  | { ok: true; score: number; total: number; results: QuestionResult[]; verdict: string };

/** The verdict under the score. */
export function verdictFor(score: number, total: number): string {
  if (score === total) return DRIVE_SAFE_TEXT.verdictPerfect;
  if (score >= Math.ceil(total * 0.75)) return DRIVE_SAFE_TEXT.verdictGood;
  return DRIVE_SAFE_TEXT.verdictRevise;
}

/** Scores a submitted quiz; `get` reads a form field (FormData.get or a record lookup). */
export function scoreQuiz(questions: readonly DriveSafeQuestion[], get: (field: string) => FormDataEntryValue | string | null | undefined): QuizOutcome {
  const answers: Record<string, number> = {};
  const missing: Record<string, string> = {};
  for (const question of questions) {
    const chosen = readAnswer(question, get(answerField(question.code)));
    if (chosen === undefined) missing[question.code] = DRIVE_SAFE_TEXT.unanswered;
    else answers[question.code] = chosen;
  }
  const missingCount = Object.keys(missing).length;
  if (questions.length === 0 || missingCount > 0) {
    const message = questions.length === 0 ? DRIVE_SAFE_TEXT.noQuestions : DRIVE_SAFE_TEXT.missingSummary(missingCount);
    return { ok: false, answers, missing, message };
  }
  const results = questions.map((question) => ({
    code: question.code,
    question: question.question,
    answers: [...question.answers],
    chosen: answers[question.code],
    correctAnswer: question.correctAnswer,
    isCorrect: answers[question.code] === question.correctAnswer,
    explanation: question.explanation,
  }));
  const score = results.filter((result) => result.isCorrect).length;
  return { ok: true, score, total: questions.length, results, verdict: verdictFor(score, questions.length) };
}
