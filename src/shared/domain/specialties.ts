/** A stylist's specialties as typed in the back office, as a list: in English or in Chinese. */

/** "Colour, Balayage, Cuts" -> ["Colour", "Balayage", "Cuts"]; "染发、剪发" -> ["染发", "剪发"] */
export function specialtiesOf(speciality: string): string[] {
  return speciality
    .split(/[,，、;；/]/)
    .map((s) => s.trim())
    .filter(Boolean);
}
