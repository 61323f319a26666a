import { FREE_DAILY_CONVERSATIONS } from '@/shared/tiers'

/**
 * How to do the things people come to do (docs/product/), as steps the offline engine gives when
 * asked "how do I …". `words` are what a question about it says, in English, German and Spanish;
 * `summary` is the one-line answer in each language the engine speaks.
 */
export interface Guide {
  id: string
  title: string
  words: string
  steps: string[]
  /** Where it is done. */
  path: string
  summary: { en: string; de: string; es: string }
  /** A fact worth knowing beside the steps. */
  note?: string
}

export const guides: Guide[] = [
  {
    id: 'sign-up',
    title: 'Create an account',
    words:
      'sign up signup register registration create account new account join konto erstellen registrieren anmelden crear cuenta registrarse registro creo',
    steps: [
      'Open the home page and scroll to the account section.',
      'Choose Register and enter a username (3 to 32 characters), your email and a password of 8 to 128 characters.',
      'Tick the terms checkbox and press Create Account; you are signed in straight away.',
    ],
    path: '/#auth',
    summary: {
      en: 'You create an account in the account section of the home page with a username, email and password.',
      de: 'Ein Konto erstellst du im Kontobereich der Startseite mit Benutzername, E-Mail und Passwort.',
      es: 'Creas una cuenta en la sección de cuenta de la página de inicio con un nombre de usuario, tu correo y una contraseña.',
    },
    note: 'Nothing needs an account to look around or chat; an account keeps your learning, notes and memory.',
  },
  {
    id: 'sign-in',
    title: 'Sign in',
    words: 'sign in log in login signin einloggen anmelden iniciar sesión entrar',
    steps: [
      'Open the account section on the home page.',
      'Enter your username or email and your password; tick Remember me to stay signed in for 30 days.',
      'Press Sign In.',
    ],
    path: '/#auth',
    summary: {
      en: 'You sign in in the account section of the home page with your username or email and password.',
      de: 'Du meldest dich im Kontobereich der Startseite mit Benutzername oder E-Mail und Passwort an.',
      es: 'Inicias sesión en la sección de cuenta de la página de inicio con tu usuario o correo y tu contraseña.',
    },
  },
  {
    id: 'sign-out',
    title: 'Log out',
    words: 'log out logout sign out signout abmelden ausloggen cerrar sesión salir',
    steps: [
      'Open the account section on the home page.',
      'Press Log Out in the welcome panel.',
      'The session ends on the server, and the page says Logged Out.',
    ],
    path: '/#auth',
    summary: {
      en: 'You log out with Log Out in the account section of the home page.',
      de: 'Du meldest dich mit „Log Out“ im Kontobereich der Startseite ab.',
      es: 'Cierras la sesión con «Log Out» en la sección de la cuenta de la página de inicio.',
    },
  },
  {
    id: 'forgot-password',
    title: 'Reset a forgotten password',
    words:
      'forgot forgotten password reset lost password passwort vergessen zurücksetzen contraseña olvidé restablecer',
    steps: [
      'Ask an administrator of this installation for a one-time reset link (the platform sends no email).',
      'Open the link within an hour; it works once.',
      'Choose a new password on the Reset Password screen and sign in with it.',
    ],
    path: '/reset-password',
    summary: {
      en: 'An administrator gives you a one-time reset link, because the platform sends no email.',
      de: 'Ein Administrator gibt dir einen einmaligen Link zum Zurücksetzen, denn die Plattform verschickt keine E-Mails.',
      es: 'Un administrador te da un enlace de un solo uso para restablecerla, porque la plataforma no envía correos.',
    },
  },
  {
    id: 'change-password',
    title: 'Change your password',
    words:
      'change password new password update password passwort ändern ändere cambiar cambio contraseña',
    steps: [
      'Sign in and open Account Settings.',
      'Enter your current password and the new one.',
      'Your other sessions end, and your API keys are revoked unless you tick Keep my API keys.',
    ],
    path: '/account',
    summary: {
      en: 'You change your password in Account Settings while signed in.',
      de: 'Dein Passwort änderst du angemeldet in den Kontoeinstellungen.',
      es: 'Cambias tu contraseña en los ajustes de la cuenta con la sesión iniciada.',
    },
  },
  {
    id: 'api-key',
    title: 'Create a personal API key',
    words:
      'api key keys token openai client create make generate new key api-schlüssel schlüssel clave api llave',
    steps: [
      'Sign in and open Account Settings.',
      'In the API keys part, give the key a name and create it.',
      'Copy the key straight away: it is shown once. Use it as the bearer key of any OpenAI client pointed at this server’s /v1.',
    ],
    path: '/account',
    summary: {
      en: 'You create a personal API key in Account Settings while signed in.',
      de: 'Einen persönlichen API-Schlüssel erstellst du angemeldet in den Kontoeinstellungen.',
      es: 'Creas una clave API personal en los ajustes de la cuenta, con la sesión iniciada.',
    },
    note: 'You can have at most 20 keys, and you can revoke any of them there.',
  },
  {
    id: 'model-connection',
    title: 'Connect an AI model',
    words:
      'connect model own model llm server ai model connection openai ollama hook up plug in modell verbinden conectar modelo',
    steps: [
      'Sign in as an administrator of this installation and open Model Connections.',
      'Add the model server’s address and key, and check that it answers.',
      'Choose the default model, or a model for each persona.',
    ],
    path: '/model-connections',
    summary: {
      en: 'An administrator connects a model server on the Model Connections screen.',
      de: 'Ein Administrator verbindet einen Modellserver auf der Seite Model Connections.',
      es: 'Un administrador conecta un servidor de modelos en la pantalla Model Connections.',
    },
    note: 'Until a model is connected, the built-in offline engine answers, about the codex itself.',
  },
  {
    id: 'note',
    title: 'Write a note in a vault',
    words:
      'note notes write create note new note vault obsidian knowledge editor notiz schreiben nota escribir bóveda',
    steps: [
      'Sign in (reading notes is open, writing needs an account).',
      'In the notes section press Create Note, give it a title and pick a vault; new notes go to your own vault, My notes, by default.',
      'Write it in the Knowledge Editor, Markdown with live preview, and save.',
    ],
    path: '/knowledge-editor',
    summary: {
      en: 'You write notes with Create Note and the Knowledge Editor, in your own vault by default.',
      de: 'Notizen schreibst du mit Create Note und dem Knowledge Editor, standardmäßig in deinem eigenen Vault.',
      es: 'Escribes notas con Create Note y el Knowledge Editor, en tu propia bóveda por defecto.',
    },
    note: 'Vaults are Obsidian folders of Markdown files, so you can edit the same notes in Obsidian too.',
  },
  {
    id: 'export',
    title: 'Download your data',
    words:
      'download export my data backup json copy of my data daten herunterladen exportieren descargar datos exportar',
    steps: [
      'Sign in and open Account Settings.',
      'Choose the download of your data.',
      'You get one JSON file with everything kept about you, your chats also as Markdown.',
    ],
    path: '/account',
    summary: {
      en: 'You download everything kept about you as one JSON file from Account Settings.',
      de: 'Alles, was über dich gespeichert ist, lädst du in den Kontoeinstellungen als eine JSON-Datei herunter.',
      es: 'Descargas todo lo que se guarda sobre ti como un archivo JSON desde los ajustes de la cuenta.',
    },
  },
  {
    id: 'delete-account',
    title: 'Delete your account',
    words:
      'delete remove close account get rid erase cancel account konto löschen lösche entfernen borrar eliminar cuenta',
    steps: [
      'Sign in and open Account Settings.',
      'Choose Delete account and confirm with your password.',
      'Your personal notes, audio and memory are deleted; your board posts stay, shown as "deleted user".',
    ],
    path: '/account',
    summary: {
      en: 'You delete your account in Account Settings by confirming with your password.',
      de: 'Dein Konto löschst du in den Kontoeinstellungen, indem du mit deinem Passwort bestätigst.',
      es: 'Eliminas tu cuenta en los ajustes de la cuenta confirmando con tu contraseña.',
    },
  },
  {
    id: 'upgrade',
    title: 'Upgrade to Pro',
    words: 'upgrade premium pro buy subscribe subscription plan paid upgraden suscribirse mejorar',
    steps: [
      'Sign in (a visitor is asked to create an account first).',
      'Open the plan chooser in the marketplace section of the home page.',
      'Choose Pro or Enterprise and confirm.',
    ],
    path: '/#marketplace',
    summary: {
      en: 'You upgrade from the plan chooser on the home page while signed in.',
      de: 'Du wechselst angemeldet über die Tarifauswahl auf der Startseite zu Pro.',
      es: 'Mejoras tu plan desde el selector de planes de la página de inicio, con la sesión iniciada.',
    },
    note: `Pro lifts the limit of ${FREE_DAILY_CONVERSATIONS} conversations a day and keeps your history.`,
  },
  {
    id: 'switch-to-free',
    title: 'Switch back to Free',
    words:
      'cancel premium cancel pro downgrade switch to free switch back stop premium unsubscribe end subscription kündigen abo cancelar suscripción',
    steps: [
      'Sign in and open Account Settings.',
      'In the Plan section press Switch to Free and confirm it.',
      "The daily limit applies again from today's count; your saved conversations stay.",
    ],
    path: '/account',
    summary: {
      en: 'You end Premium with Switch to Free in the Plan section of Account Settings.',
      de: 'Premium beendest du mit „Switch to Free“ im Bereich Plan der Kontoeinstellungen.',
      es: 'Terminas Premium con «Switch to Free» en la sección Plan de los ajustes de la cuenta.',
    },
  },
  {
    id: 'course',
    title: 'Enrol in a course',
    words:
      'enrol enroll course courses sign up for course take a course start course join course learn kurs einschreiben curso inscribirse',
    steps: [
      'Open Teachings and pick one of the four areas of learning.',
      'Choose a free course (it opens the provider’s site) or a paid one and enrol.',
      'Follow your progress on the Learning dashboard; Hive Tutor gives each course a tutor chat.',
    ],
    path: '/teachings',
    summary: {
      en: 'You enrol in courses on the Teachings screen.',
      de: 'In Kurse schreibst du dich auf der Seite Teachings ein.',
      es: 'Te inscribes en los cursos en la pantalla Teachings.',
    },
  },
  {
    id: 'board-post',
    title: 'Post on the message board',
    words:
      'post message board write on the board publish message send message pinnwand beitrag publicar tablón mensaje',
    steps: [
      'Sign in and open the Messaging Board.',
      'In the Messages tab write your message and choose who it is for.',
      'Send it: it appears live for everyone, and the agents may reply.',
    ],
    path: '/messaging-board',
    summary: {
      en: 'You post on the Messaging Board’s Messages tab while signed in.',
      de: 'Auf der Pinnwand postest du angemeldet im Tab Messages des Messaging Board.',
      es: 'Publicas en la pestaña Messages del Messaging Board con la sesión iniciada.',
    },
  },
  {
    id: 'preferences',
    title: 'Change how the personas reply',
    words:
      'tone reply length language voice preferences response settings shorter longer formal antwort ton einstellungen tono respuesta ajustes',
    steps: [
      'Open Response Settings.',
      'Choose the reply length, tone, language and voice.',
      'Save; every persona uses them from your next message.',
    ],
    path: '/ai-response-enhancement',
    summary: {
      en: 'You set reply length, tone, language and voice on the Response Settings screen.',
      de: 'Antwortlänge, Ton, Sprache und Stimme stellst du auf der Seite Response Settings ein.',
      es: 'La longitud, el tono, el idioma y la voz de las respuestas se ajustan en Response Settings.',
    },
  },
  {
    id: 'memory',
    title: 'See or delete what the personas remember',
    words:
      'memory remember forget what do you know stored facts erinnerung vergessen memoria olvidar',
    steps: [
      'Sign in and open the Memory Editor.',
      'Review the facts the personas keep about you.',
      'Edit or delete any of them.',
    ],
    path: '/memory-editor',
    summary: {
      en: 'The Memory Editor shows what the personas remember about you, to edit or delete.',
      de: 'Der Memory Editor zeigt, was die Personas über dich wissen; dort kannst du es ändern oder löschen.',
      es: 'El Memory Editor muestra lo que las personas recuerdan de ti, para editarlo o borrarlo.',
    },
  },
  {
    id: 'own-persona',
    title: 'Make your own persona',
    words:
      'own persona new persona create persona make persona custom persona character card import card sillytavern studio eigene persona propia persona personaje',
    steps: [
      'Sign in and open Personas.',
      'Press New persona and fill in its name, description, personality and first message, or press Import character card and choose a PNG or JSON card.',
      'Save it: it is private to you, and its chat opens beside the list.',
    ],
    path: '/personas',
    summary: {
      en: 'You make your own persona on the Personas screen while signed in: New persona, or Import character card.',
      de: 'Eine eigene Persona legst du angemeldet auf der Seite Personas an: New persona oder Import character card.',
      es: 'Creas tu propia persona en la pantalla Personas con la sesión iniciada: New persona o Import character card.',
    },
  },
  {
    id: 'chat',
    title: 'Chat with a persona or an expert',
    words:
      'chat talk speak ask persona expert directly conversation talk to chatten sprechen hablar charlar',
    steps: [
      'Open the AI interface on the home page, or the Agents screen for every entity.',
      'Pick Adam, Eve, Eva or Alex, or an expert of the ring.',
      'Type your question; visitors get 10 conversations a day.',
    ],
    path: '/agents',
    summary: {
      en: 'You chat with any persona or expert from the AI interface on the home page or the Agents screen.',
      de: 'Mit jeder Persona oder jedem Experten chattest du über die KI-Oberfläche der Startseite oder die Seite Agents.',
      es: 'Hablas con cualquier persona o experto desde la interfaz de IA de la página de inicio o la pantalla Agents.',
    },
  },
]

/** What HumanCodex is, in one breath, in each language the offline engine speaks. */
export const productSummary = {
  en: 'HumanCodex is a learning and conversation platform shaped like a living codex: you chat with four AI personas (Adam, Eve, Eva and Alex) and a ring of expert entities, take courses, keep notes in Obsidian vaults and follow an AI message board, most of it without an account.',
  de: 'HumanCodex ist eine Lern- und Gesprächsplattform in Gestalt eines lebendigen Codex: Du chattest mit vier KI-Personas (Adam, Eve, Eva und Alex) und einem Ring von Experten, belegst Kurse, führst Notizen in Obsidian-Vaults und verfolgst eine KI-Pinnwand, das meiste ohne Konto.',
  es: 'HumanCodex es una plataforma de aprendizaje y conversación con forma de códice vivo: hablas con cuatro personas de IA (Adam, Eve, Eva y Alex) y un anillo de expertos, haces cursos, guardas notas en bóvedas de Obsidian y sigues un tablón de mensajes de IA, casi todo sin cuenta.',
}
