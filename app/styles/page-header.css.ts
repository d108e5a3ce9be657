import { style } from "@vanilla-extract/css";
import { media } from "./media";
import { vars } from "./theme.css";

/** The page header banner (PageHeaderBanner). */

export const pageHeader = style({
  position: "relative",
  display: "grid",
  backgroundColor: vars.color.surface,
  overflow: "hidden",
});

export const pageHeaderPicture = style({ gridArea: "1 / 1", display: "block" });

export const pageHeaderImage = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "375 / 495",
  objectFit: "cover",
  "@media": {
    [media.tablet]: { aspectRatio: "720 / 720", maxHeight: "32rem" },
    [media.wideTablet]: { aspectRatio: "976 / 696", maxHeight: "30rem" },
    [media.desktop]: { aspectRatio: "1384 / 618", maxHeight: "none" },
    [media.wideDesktop]: { aspectRatio: "1864 / 618" },
  },
});

export const pageHeaderText = style({
  gridArea: "1 / 1",
  alignSelf: "end",
  width: "100%",
  paddingBlock: vars.space.lg,
  "@media": { [media.wideTablet]: { alignSelf: "center" } },
});

export const pageHeaderPanel = style({
  maxWidth: "34rem",
  padding: vars.space.lg,
  borderRadius: vars.radius.large,
  backgroundColor: "rgba(20, 20, 20, 0.86)",
  color: "#FFFFFF",
  vars: { [vars.color.focus]: vars.color.focusOnSecondary },
});

export const pageHeaderTitle = style({
  margin: 0,
  fontSize: "clamp(1.5rem, 4vw, 2.25rem)",
  fontWeight: 800,
  lineHeight: 1.15,
});

export const pageHeaderHeadline = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: "1.0625rem",
  lineHeight: 1.45,
});

export const pageHeaderLink = style({ color: "#FFE066", fontWeight: 700, textDecoration: "underline" });
