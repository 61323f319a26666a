import type { CareLanguage } from './recognise'

/**
 * Where a person in danger can get help now, as the operator configured it
 * (`CRISIS_EMERGENCY_NUMBERS`, `CRISIS_LINES`, `CRISIS_ABUSE_LINES`, `CRISIS_DIRECTORY_URL`,
 * docs/operations.md). A setting left empty keeps the international defaults below, written in
 * each language the care step speaks.
 */
export interface CrisisResources {
  emergency: Record<CareLanguage, string>
  lines: Record<CareLanguage, string>
  abuseLines: Record<CareLanguage, string>
  directoryUrl: string
}

export interface CrisisSettings {
  emergencyNumbers?: string
  lines?: string
  abuseLines?: string
  directoryUrl?: string
}

/** Numbers that hold across most countries; the directory covers the rest. */
export const DEFAULT_RESOURCES: CrisisResources = {
  emergency: {
    en: '112 (Europe and many countries), 911 (US, Canada), 999 (UK)',
    de: '112 (in ganz Europa), 911 (USA, Kanada), 999 (Großbritannien)',
    es: '112 (Europa y muchos países), 911 (EE. UU., México, Canadá)',
  },
  lines: {
    en: '988 (US, call or text), Samaritans 116 123 (UK and Ireland)',
    de: 'TelefonSeelsorge 0800 111 0 111 oder 0800 111 0 222 (Deutschland, rund um die Uhr), 142 (Österreich), 143 (Schweiz)',
    es: '024 (España, línea de atención a la conducta suicida), Línea de la Vida 800 911 2000 (México)',
  },
  abuseLines: {
    en: 'National Domestic Violence Hotline 1-800-799-7233 (US), Refuge 0808 2000 247 (UK)',
    de: 'Hilfetelefon Gewalt gegen Frauen 116 016 (Deutschland, rund um die Uhr, auch für Angehörige)',
    es: '016 (España, no deja rastro en la factura)',
  },
  directoryUrl: 'https://findahelpline.com',
}

const everywhere = (text: string): Record<CareLanguage, string> => ({
  en: text,
  de: text,
  es: text,
})

/** The operator's settings over the defaults: one text serves every language. */
export function crisisResources(settings: CrisisSettings = {}): CrisisResources {
  return {
    emergency: settings.emergencyNumbers
      ? everywhere(settings.emergencyNumbers)
      : DEFAULT_RESOURCES.emergency,
    lines: settings.lines ? everywhere(settings.lines) : DEFAULT_RESOURCES.lines,
    abuseLines: settings.abuseLines
      ? everywhere(settings.abuseLines)
      : DEFAULT_RESOURCES.abuseLines,
    directoryUrl: settings.directoryUrl ?? DEFAULT_RESOURCES.directoryUrl,
  }
}
