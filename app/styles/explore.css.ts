import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { media } from "./media";
import { vars } from "./theme.css";

/** Blog, travel guides, trip planner, help centre and the drive-safe quiz: phone first. */

/** A list page: a wider column than an article, cards in a grid. */
export const listPage = style({
  maxWidth: "72rem",
  marginInline: "auto",
  paddingBlock: vars.space.lg,
  "@media": { [media.tablet]: { paddingBlock: vars.space.xl } },
});

export const breadcrumbs = style({ marginBottom: vars.space.md, fontSize: "0.875rem" });

export const breadcrumbList = style({
  listStyle: "none",
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
});

globalStyle(`${breadcrumbList} li + li::before`, {
  content: '"›"',
  marginInlineEnd: vars.space.xs,
  color: vars.color.muted,
});
globalStyle(`${breadcrumbList} a`, {
  color: vars.color.link,
  display: "inline-block",
  paddingBlock: vars.space.xs,
});

export const byline = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  listStyle: "none",
  fontSize: "0.9375rem",
  color: vars.color.muted,
});

export const cardGrid = style({
  listStyle: "none",
  margin: `${vars.space.lg} 0 0`,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  height: "100%",
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const cardKicker = style({
  margin: 0,
  fontSize: "0.8125rem",
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  color: vars.color.muted,
});

export const cardTitle = style({ margin: 0, fontSize: "1.1875rem", lineHeight: 1.3 });

globalStyle(`${cardTitle} a`, {
  color: vars.color.link,
  textDecoration: "underline",
  textUnderlineOffset: "0.15em",
});

export const cardText = style({ margin: 0, color: vars.color.text, lineHeight: 1.5 });

export const cardMeta = style({
  margin: 0,
  marginTop: "auto",
  fontSize: "0.875rem",
  color: vars.color.muted,
});

/** Category and tag links. */
export const chips = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2rem",
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  color: vars.color.link,
  background: vars.color.background,
  fontSize: "0.875rem",
  textDecoration: "none",
  selectors: {
    "&:hover": { borderColor: vars.color.link, textDecoration: "underline" },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
    '&[aria-current="page"]': { borderColor: vars.color.text, color: vars.color.text, fontWeight: 700 },
  },
});

export const taxonomy = style({
  display: "grid",
  gap: vars.space.md,
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const sectionHeading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: "1.25rem" });

export const section = style({ marginTop: vars.space.xl });

/** Pagination bar. */
export const pagination = style({ marginTop: vars.space.xl });

export const paginationList = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const pageLink = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "2.75rem",
  minHeight: "2.75rem",
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  color: vars.color.link,
  textDecoration: "none",
  selectors: {
    "&:hover": { borderColor: vars.color.link, textDecoration: "underline" },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
    '&[aria-current="page"]': {
      background: vars.color.text,
      borderColor: vars.color.text,
      color: vars.color.background,
      fontWeight: 700,
    },
  },
});

export const pageStatus = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.muted,
  fontSize: "0.875rem",
});

/** Facts box of a guide or an itinerary. */
export const factsBox = style({
  display: "grid",
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.lg}`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const factsList = style({
  display: "grid",
  gap: vars.space.sm,
  margin: `${vars.space.sm} 0`,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const factLabel = style({ fontWeight: 700, fontSize: "0.875rem" });

export const factValue = style({ margin: 0 });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

/** Help centre search. */
export const searchForm = style({
  display: "grid",
  gap: vars.space.xs,
  margin: `${vars.space.md} 0 ${vars.space.lg}`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const searchRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });

export const searchInput = style({ flex: "1 1 14rem", minWidth: 0 });

export const results = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
});

export const highlight = style({
  background: "#FFE066",
  color: "#111111",
  padding: "0 0.1em",
  borderRadius: "2px",
});

export const contactBox = style({
  marginTop: vars.space.xl,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const contactNumbers = style({
  listStyle: "none",
  margin: `${vars.space.sm} 0`,
  padding: 0,
  display: "grid",
  gap: vars.space.xxs,
});

export const topicList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xxs,
});

/** Each topic link a full-height tap target of its own. */
globalStyle(`${topicList} a`, { display: "inline-block", paddingBlock: vars.space.xs });

export const topicGrid = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

/** Drive-safe quiz. */
export const quiz = style({ display: "grid", gap: vars.space.md, marginTop: vars.space.lg });

export const question = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  minInlineSize: 0,
  selectors: { '&[data-invalid="true"]': { borderColor: vars.color.danger, borderWidth: "2px" } },
});

/** Floated so it sits inside the fieldset's border rather than on it. */
export const questionLegend = style({
  float: "left",
  width: "100%",
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: 700,
  fontSize: "1.0625rem",
  lineHeight: 1.4,
});

globalStyle(`${question} > legend + *`, { clear: "both" });

export const resultQuestion = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: "1.0625rem",
  lineHeight: 1.4,
});

export const questionNumber = style({
  display: "block",
  fontSize: "0.8125rem",
  fontWeight: 600,
  color: vars.color.muted,
  marginBottom: vars.space.xxs,
});

export const option = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.xs,
  padding: `${vars.space.xs} 0`,
  cursor: "pointer",
  lineHeight: 1.4,
});

export const radio = style({ width: "1.25rem", height: "1.25rem", marginTop: "0.1rem", flexShrink: 0 });

export const questionError = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.danger,
  fontWeight: 700,
});

export const score = style({
  margin: `${vars.space.lg} 0`,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.success}`,
});

export const scoreHeading = style({ margin: `0 0 ${vars.space.xs}`, fontSize: "1.5rem" });

export const resultItem = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const verdict = styleVariants({
  right: { display: "inline-block", fontWeight: 700, color: vars.color.success },
  wrong: { display: "inline-block", fontWeight: 700, color: vars.color.danger },
});

export const resultAnswers = style({ margin: `${vars.space.xs} 0`, display: "grid", gap: vars.space.xxs });

export const alert = style({
  padding: vars.space.md,
  margin: `${vars.space.md} 0`,
  borderRadius: vars.radius.medium,
  border: `2px solid ${vars.color.danger}`,
  background: vars.color.surface,
  fontWeight: 600,
});
