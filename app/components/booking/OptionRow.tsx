import type { ReactNode } from "react";
import * as styles from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";

/**
 * One choice of a booking form (insurance, shuttle, carbon offset, how to pay, which card, which
 * booking to cancel): the radio button or checkbox, its name and description (and any more lines,
 * as children), and its price on the right (left empty when there is none).
 */
export function OptionRow({
  type = "radio",
  name,
  value,
  defaultChecked,
  title,
  description,
  price,
  children,
}: {
  type?: "radio" | "checkbox";
  name: string;
  value: string;
  defaultChecked: boolean;
  title: ReactNode;
  description: ReactNode;
  price?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <label className={styles.optionRow}>
      <input
        type={type}
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        className={formStyles.checkbox}
      />
      <span className={styles.optionText}>
        <span className={styles.optionName}>{title}</span>
        <span className={styles.optionDescription}>{description}</span>
        {children}
      </span>
      <span className={styles.optionPrice}>{price}</span>
    </label>
  );
}
