/** A stylist's specialties as typed in the back office, as a list: in English or in Chinese. */

/** "Colour, Balayage, Cuts" -> ["Colour", "Balayage", "Cuts"]; "染发、剪发" -> ["染发", "剪发"] */
export function specialtiesOf(specialty: string): string[] {
  return specialty
    .split(/[,，、;；/]/)
    .map((s) => s.trim())
    .filter(Boolean);
}
