import * as styles from "~/styles/shell.css";

export const LOGO_SRC = "/images/go-rentals-logo.svg";
export const BUSINESS_LOGO_SRC = "/images/go-business-logo.svg";

/** The logo image; its alt text names where the surrounding link goes. */
export function Logo({
  variant = "go",
  alt,
  className,
}: {
  variant?: "go" | "business";
  alt: string;
  className?: string;
}) {
  return variant === "business" ? (
    <img className={className ?? styles.logo} src={BUSINESS_LOGO_SRC} alt={alt} width={188} height={48} />
  ) : (
    <img className={className ?? styles.logo} src={LOGO_SRC} alt={alt} width={164} height={48} />
  );
}
