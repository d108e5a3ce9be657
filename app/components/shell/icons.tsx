import type { ReactNode } from "react";
import { icon, iconWeight } from "~/styles/shell.css";

/**
 * Small inline icons of the shell; decorative (the control next to them carries the text). Their
 * stroke, fill and line ends come from the `icon` class; each <svg> carries only its shape.
 */

type IconProps = { className?: string; size?: number };

function Svg({
  className,
  size = 20,
  weight,
  children,
}: IconProps & { weight?: keyof typeof iconWeight; children: ReactNode }) {
  return (
    <svg
      className={[icon, weight && iconWeight[weight], className].filter(Boolean).join(" ")}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />
    </Svg>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </Svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Svg>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 9l6 6 6-6" />
    </Svg>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Svg>
  );
}

export function KeyIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="8" cy="15" r="4" />
      <path d="M11 12l9-9M17 6l3 3M15 8l2 2" />
    </Svg>
  );
}

export function CalendarIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </Svg>
  );
}

/** A tick, drawn heavier (the home page's list of what a booking includes). */
export function TickIcon(props: IconProps) {
  return (
    <Svg {...props} weight="heavy">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Svg>
  );
}

/** An arrow to the right, a little heavier (the home page's links onward). */
export function ArrowIcon(props: IconProps) {
  return (
    <Svg {...props} weight="medium">
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Svg>
  );
}
