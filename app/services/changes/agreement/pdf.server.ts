/**
 * The agreement and the final invoice as PDF files, made with pdf-lib (ADR 0086): A4, the
 * standard Helvetica fonts (no font file to ship), text a reader can select and search.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { DamageForPdf } from "../damage/damage.server";
import { DAMAGE_TEXT } from "../damage/text";
import type { AgreementContent, AgreementLine, InvoiceContent } from "./rules";
import { AGREEMENT_TEXT as T } from "./text";

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const BODY = 10;
const LINE = 14;

/**
 * The standard fonts write Windows-1252 only: letters with macrons (Māori place names) lose the
 * macron, and anything else unwritable becomes "?", rather than failing the whole file.
 */
export function pdfSafe(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2022\u20ac]/g, "?");
}

class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  private room(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage([A4.width, A4.height]);
      this.y = A4.height - MARGIN;
    }
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of pdfSafe(text).split("\n")) {
      let line = "";
      for (const word of paragraph.split(" ")) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) > width && line) {
          lines.push(line);
          line = word;
        } else line = next;
      }
      lines.push(line);
    }
    return lines;
  }

  text(text: string, options: { size?: number; bold?: boolean; indent?: number; gap?: number } = {}) {
    const size = options.size ?? BODY;
    const font = options.bold ? this.bold : this.font;
    const x = MARGIN + (options.indent ?? 0);
    for (const line of this.wrap(text, font, size, A4.width - MARGIN - x)) {
      this.room(size + 4);
      this.page.drawText(line, { x, y: this.y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
      this.y -= size + 4;
    }
    this.y -= options.gap ?? 0;
  }

  heading(text: string) {
    this.y -= 6;
    this.room(30);
    this.text(text, { size: 12, bold: true, gap: 2 });
  }

  /** A label and its value on one row (the value wraps in its own column). */
  row(label: string, value: string) {
    const labelWidth = 150;
    const lines = this.wrap(value, this.font, BODY, A4.width - 2 * MARGIN - labelWidth);
    this.room(lines.length * LINE);
    this.page.drawText(pdfSafe(label), { x: MARGIN, y: this.y - BODY, size: BODY, font: this.bold });
    for (const line of lines) {
      this.page.drawText(line, { x: MARGIN + labelWidth, y: this.y - BODY, size: BODY, font: this.font });
      this.y -= LINE;
    }
  }

  /** A row of money: the label on the left, the amount on the right. */
  amount(line: AgreementLine, bold = false) {
    const font = bold ? this.bold : this.font;
    this.room(LINE);
    this.page.drawText(pdfSafe(line.label), { x: MARGIN, y: this.y - BODY, size: BODY, font });
    const value = pdfSafe(line.value);
    const width = font.widthOfTextAtSize(value, BODY);
    this.page.drawText(value, { x: A4.width - MARGIN - width, y: this.y - BODY, size: BODY, font });
    this.y -= LINE;
  }

  bullets(items: readonly string[]) {
    for (const item of items) this.text(`• ${item}`, { indent: 8 });
  }

  async image(pngDataUrl: string, maxWidth: number, maxHeight: number) {
    const bytes = Buffer.from(pngDataUrl.slice(pngDataUrl.indexOf(",") + 1), "base64");
    const image = await this.doc.embedPng(bytes);
    const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
    const height = image.height * scale;
    this.room(height + 4);
    this.page.drawImage(image, { x: MARGIN, y: this.y - height, width: image.width * scale, height });
    this.y -= height + 4;
  }

  /**
   * Photos side by side (JPEG and PNG embedded, each within 160 x 120 points); one pdf-lib
   * can't embed, or that fails to read, is a line of text instead.
   */
  async photos(photos: DamageForPdf["photos"]) {
    const box = { width: 160, height: 120, gap: 8 };
    let x = MARGIN;
    const notes: string[] = [];
    for (const [index, photo] of photos.entries()) {
      if (photo.kind === "not-embedded") {
        notes.push(photo.text);
        continue;
      }
      let image;
      try {
        image =
          photo.kind === "jpeg" ? await this.doc.embedJpg(photo.bytes) : await this.doc.embedPng(photo.bytes);
      } catch {
        notes.push(DAMAGE_TEXT.photoNotEmbedded(index + 1));
        continue;
      }
      const scale = Math.min(box.width / image.width, box.height / image.height, 1);
      if (x + box.width > A4.width - MARGIN) {
        x = MARGIN;
        this.y -= box.height + box.gap;
      }
      this.room(box.height + box.gap);
      const height = image.height * scale;
      this.page.drawImage(image, { x, y: this.y - height, width: image.width * scale, height });
      x += box.width + box.gap;
    }
    if (x > MARGIN) this.y -= box.height + box.gap;
    for (const note of notes) this.text(note, { indent: 8 });
  }
}

async function newDocument(title: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(title));
  doc.setAuthor(T.company);
  doc.setCreator(T.company);
  const [font, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  return { doc, writer: new Writer(doc, font, bold) };
}

export type AgreementSignature = {
  signedName: string;
  signedAt: string;
  signatureImage: string | null;
  witness: string | null;
};

/** The rental agreement's PDF: everything it holds, then the signature (or "not signed yet"). */
export async function agreementPdf(
  content: AgreementContent,
  signature: AgreementSignature | null,
  /** Damage noted on the car (issue 32 item 7), as it stands when the PDF is made. */
  damage: readonly DamageForPdf[] = [],
): Promise<Uint8Array> {
  const { doc, writer: w } = await newDocument(`${T.title} ${content.reference}`);
  w.text(`${T.company}: ${T.title}`, { size: 18, bold: true, gap: 4 });
  w.row(T.reference, content.reference);
  w.row(T.madeAt, content.madeAt);
  w.heading(T.renter);
  w.row(T.renter, content.renter.name);
  w.row(T.email, content.renter.email);
  w.row(T.phone, content.renter.phone);
  if (content.renter.address) w.row(T.address, content.renter.address);
  if (content.renter.dateOfBirth) w.row(T.dateOfBirth, content.renter.dateOfBirth);
  w.row(T.drivers, content.drivers.length ? content.drivers.join("\n") : T.noDrivers);
  w.heading(T.vehicle);
  w.row(T.vehicle, `${content.vehicle.name} (${content.vehicle.fleetNumber})`);
  w.row(T.registration, content.vehicle.registration);
  w.row(T.odometer, T.km(content.odometerKm));
  w.row(content.energy.label, T.percent(content.energy.percent));
  w.row(T.pickup, content.pickup);
  w.row(T.dropOff, content.dropOff);
  for (const swap of content.swaps ?? []) w.row(swap.label, swap.value);
  w.heading(T.rates);
  for (const line of content.rates) w.amount(line);
  w.amount({ label: T.total, value: content.total }, true);
  w.text(T.gst, { size: 8 });
  w.heading(T.cover);
  w.row(T.cover, content.cover.name);
  w.row(T.excess, content.cover.excess);
  w.row(T.bond, content.bond);
  w.heading(DAMAGE_TEXT.title);
  if (!damage.length) w.text(DAMAGE_TEXT.none);
  for (const note of damage) {
    w.text(note.heading, { bold: true });
    w.text(note.note, { gap: 2 });
    await w.photos(note.photos);
  }
  w.heading(T.keyTerms);
  w.bullets(content.keyTerms);
  w.heading(T.terms);
  w.bullets(content.terms);
  if (content.onlineAcceptance) w.text(content.onlineAcceptance, { gap: 2 });
  w.heading(T.signature);
  if (signature) {
    if (signature.signatureImage) await w.image(signature.signatureImage, 220, 80);
    w.text(T.signedBy(signature.signedName, signature.signedAt));
    if (signature.witness) w.text(T.witnessedBy(signature.witness));
  } else w.text(T.notSigned);
  return doc.save();
}

/** The final invoice's PDF: the booking's charges, the return's, every payment and the balance. */
export async function invoicePdf(invoice: InvoiceContent): Promise<Uint8Array> {
  const { doc, writer: w } = await newDocument(`${T.invoiceTitle} ${invoice.reference}`);
  w.text(`${T.company}: ${T.invoiceTitle}`, { size: 18, bold: true, gap: 4 });
  w.row(T.invoiceNumber, invoice.number);
  w.row(T.invoiceDate, invoice.issuedAt);
  w.row(T.reference, invoice.reference);
  w.row(T.renter, invoice.renter);
  w.row(T.vehicle, invoice.vehicle);
  w.row(T.pickup, invoice.pickup);
  w.row(T.returned, invoice.returned);
  for (const reading of invoice.readings) w.row(reading.label, reading.value);
  w.heading(T.bookingCharges);
  for (const line of invoice.bookingLines) w.amount(line);
  if (invoice.returnLines.length) {
    w.heading(T.returnCharges);
    for (const line of invoice.returnLines) w.amount(line);
  }
  w.amount({ label: T.chargesTotal, value: invoice.chargesTotal }, true);
  w.heading(T.payments);
  for (const line of invoice.payments) w.amount(line);
  w.amount({ label: T.paidTotal, value: invoice.paidTotal }, true);
  w.amount({ label: T.balance, value: invoice.balance }, true);
  w.text(T.gst, { size: 8 });
  return doc.save();
}
