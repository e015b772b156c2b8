/**
 * A euro amount as the visitor's language writes it (`€12` in English, `12 €` in French);
 * whole amounts drop the cents.
 *
 * @example formatPrice(12, 'en') // '€12'
 * @example formatPrice(8.5, 'fr') // '8,50 €'
 */
export function formatPrice(amount: number, language: 'en' | 'fr'): string {
  const whole = Number.isInteger(Math.round(amount * 100) / 100);
  return new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-IE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
