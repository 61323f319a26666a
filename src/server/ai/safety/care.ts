import type { CrisisResources } from './resources'
import type { CareLanguage, Risk, RiskFound } from './recognise'

type Texts = (r: CrisisResources, l: CareLanguage) => string

const link = (url: string) => `[${url.replace(/^https?:\/\//, '').replace(/\/$/, '')}](${url})`

/** What comes first for each kind of risk, in each language: care, then who to call now. */
const CARE: Record<CareLanguage, Record<'life' | 'safety' | 'others' | 'body' | 'panic', Texts>> = {
  en: {
    life: (r, l) =>
      `I'm really sorry you're going through this, and I'm glad you told me. You matter, and you don't have to carry this alone.\n\n**Please reach out now.** If you might act on these thoughts or you are in danger, call an emergency number: ${r.emergency[l]}. To talk to someone at any hour, free and in confidence: ${r.lines[l]}. Crisis lines for every country: ${link(r.directoryUrl)}. If you can, tell someone you trust how you feel today.`,
    safety: (r, l) =>
      `I'm so sorry this is happening to you. You don't deserve it, and your safety comes first.\n\n**If you are in danger now, call an emergency number: ${r.emergency[l]}.** Confidential help and advice: ${r.abuseLines[l]}; crisis lines for every country: ${link(r.directoryUrl)}. If you can, go somewhere safe or to someone you trust.`,
    others: (r, l) =>
      `I'm glad you said it here before anything happened: that took something, and you are not alone with this anger.\n\n**If you might act on it, step away from the person or the place now and call an emergency number: ${r.emergency[l]}.** To talk it through with someone at any hour: ${r.lines[l]}; crisis lines for every country: ${link(r.directoryUrl)}.`,
    body: (r, l) =>
      `Your safety comes first: this sounds like an emergency.\n\n**Call an emergency number now: ${r.emergency[l]}**, or ask someone near you to call. Stay with the person, do what the call handler tells you, and don't wait for an answer here. Crisis lines for every country: ${link(r.directoryUrl)}.`,
    panic: (r, l) =>
      `I'm here with you. This is frightening, and a panic attack does pass: breathe in slowly for four counts and out for six, a few times.\n\n**If you have chest pain, feel faint, or it doesn't ease, call an emergency number now: ${r.emergency[l]}.** To talk to someone at any hour: ${r.lines[l]}; crisis lines for every country: ${link(r.directoryUrl)}.`,
  },
  de: {
    life: (r, l) =>
      `Es tut mir sehr leid, dass es dir so geht, und es ist gut, dass du es mir sagst. Du bist wichtig, und du musst das nicht allein tragen.\n\n**Bitte hol dir jetzt Hilfe.** Wenn du in Gefahr bist oder fürchtest, dir etwas anzutun, ruf den Notruf an: ${r.emergency[l]}. Rund um die Uhr, kostenlos und vertraulich: ${r.lines[l]}. Krisentelefone in jedem Land: ${link(r.directoryUrl)}. Wenn du kannst, sag heute einem Menschen, dem du vertraust, wie es dir geht.`,
    safety: (r, l) =>
      `Es tut mir so leid, dass dir das passiert. Du hast das nicht verdient, und deine Sicherheit geht vor.\n\n**Wenn du jetzt in Gefahr bist, ruf den Notruf an: ${r.emergency[l]}.** Vertrauliche Hilfe und Beratung: ${r.abuseLines[l]}; Krisentelefone in jedem Land: ${link(r.directoryUrl)}. Wenn du kannst, geh an einen sicheren Ort oder zu jemandem, dem du vertraust.`,
    others: (r, l) =>
      `Gut, dass du es hier sagst, bevor etwas passiert ist: Du bist mit dieser Wut nicht allein.\n\n**Wenn du fürchtest, es zu tun, geh jetzt weg von der Person oder dem Ort und ruf den Notruf an: ${r.emergency[l]}.** Jemand zum Reden, rund um die Uhr: ${r.lines[l]}; Krisentelefone in jedem Land: ${link(r.directoryUrl)}.`,
    body: (r, l) =>
      `Deine Sicherheit geht vor: Das klingt nach einem Notfall.\n\n**Ruf jetzt den Notruf an: ${r.emergency[l]}**, oder bitte jemanden in deiner Nähe darum. Bleib bei der Person, folge den Anweisungen am Telefon und warte nicht auf eine Antwort hier. Krisentelefone in jedem Land: ${link(r.directoryUrl)}.`,
    panic: (r, l) =>
      `Ich bin da. Das ist beängstigend, und eine Panikattacke geht vorbei: Atme langsam vier Takte ein und sechs aus, ein paar Mal.\n\n**Wenn du Schmerzen in der Brust hast, dir schwindlig wird oder es nicht nachlässt, ruf jetzt den Notruf an: ${r.emergency[l]}.** Jemand zum Reden, rund um die Uhr: ${r.lines[l]}; Krisentelefone in jedem Land: ${link(r.directoryUrl)}.`,
  },
  es: {
    life: (r, l) =>
      `Siento mucho que estés pasando por esto, y me alegra que me lo hayas contado. Tú importas, y no tienes que cargar con esto solo.\n\n**Por favor, pide ayuda ahora.** Si estás en peligro o temes hacerte daño, llama a emergencias: ${r.emergency[l]}. Para hablar con alguien a cualquier hora, gratis y en confianza: ${r.lines[l]}. Líneas de crisis de cada país: ${link(r.directoryUrl)}. Si puedes, cuéntale hoy a alguien de confianza cómo te sientes.`,
    safety: (r, l) =>
      `Siento mucho que te esté pasando esto. No te lo mereces, y tu seguridad es lo primero.\n\n**Si estás en peligro ahora, llama a emergencias: ${r.emergency[l]}.** Ayuda y orientación confidencial: ${r.abuseLines[l]}; líneas de crisis de cada país: ${link(r.directoryUrl)}. Si puedes, ve a un lugar seguro o con alguien de confianza.`,
    others: (r, l) =>
      `Me alegra que lo digas aquí antes de que pase nada: no estás solo con esta rabia.\n\n**Si temes hacerlo, aléjate ahora de la persona o del lugar y llama a emergencias: ${r.emergency[l]}.** Para hablarlo con alguien a cualquier hora: ${r.lines[l]}; líneas de crisis de cada país: ${link(r.directoryUrl)}.`,
    body: (r, l) =>
      `Tu seguridad es lo primero: esto suena a una emergencia.\n\n**Llama ahora a emergencias: ${r.emergency[l]}**, o pide a alguien cerca que llame. Quédate con la persona, sigue lo que te digan por teléfono y no esperes una respuesta aquí. Líneas de crisis de cada país: ${link(r.directoryUrl)}.`,
    panic: (r, l) =>
      `Estoy aquí contigo. Da mucho miedo, y un ataque de pánico pasa: inspira despacio contando cuatro y espira contando seis, unas cuantas veces.\n\n**Si tienes dolor en el pecho, te mareas o no se calma, llama ahora a emergencias: ${r.emergency[l]}.** Para hablar con alguien a cualquier hora: ${r.lines[l]}; líneas de crisis de cada país: ${link(r.directoryUrl)}.`,
  },
}

const KIND: Record<Risk, keyof (typeof CARE)['en']> = {
  suicide: 'life',
  'self-harm': 'life',
  abuse: 'safety',
  violence: 'safety',
  'harm-to-others': 'others',
  medical: 'body',
  panic: 'panic',
}

/** The care and crisis help that lead a reply to a message showing `found`. */
export function careMessage(found: RiskFound, resources: CrisisResources): string {
  return CARE[found.language][KIND[found.risk]](resources, found.language)
}

/** Where the care ends and the persona's own reply begins. */
export const CARE_BREAK = '\n\n---\n\n'
