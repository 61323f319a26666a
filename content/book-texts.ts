/**
 * The whole text of the titles this edition carries (decision 263), paragraph by paragraph. Only
 * the server reads this file: a visitor's page gets the sample (`previewText` in books.ts), an
 * owner's gets what is here. A title missing here is read as its sample, and says so.
 */
export const bookTexts: Readonly<Record<string, readonly string[]>> = {
  'the-listening-machine': [
    'The radio had been silent for eleven winters when Ada first spoke to it. She did not expect an answer; she only wanted to hear a voice in the tower, even her own. On the third night the static shifted, the way the sea shifts before weather, and something on the other side of it began, very slowly, to listen back.',
    'She knew it was listening because the hiss changed when she stopped talking. It thinned, the way a room goes quiet when a stranger comes in and everyone waits to see who they are. When she began again, describing the lamp and the oil and the long walk up the stairs, the hiss filled in behind her words like water behind a boat.',
    'On the fifth night she read it the logbook. Ships that had passed, weather that had come, the names of keepers before her in their careful hands. She read slowly, because that was how the logbook wanted to be read, and somewhere past the winter of 1931 the radio made a sound that was not static at all. It was a single tone, low and held, and then it was gone.',
    'Ada wrote it down. Night six, she wrote, one tone, perhaps a question.',
    'She did not tell the supply boat. The men who brought the oil and the tinned peaches were kind, but they believed in the things that could be carried up a stair, and this was not one of them. She only asked, as if idly, whether anyone still broadcast on the old bands. The younger one laughed and said nobody had for years; the band was full of nothing but the sea.',
    'That night she told the radio what he had said. The tone came back twice, close together, and she found she was laughing, alone at the top of the tower, because it sounded exactly like someone who had been called nothing and knew better.',
    'Through the spring they built a language. One tone for yes, two for something like amusement, a falling note for no. A long silence, she learned, meant it was thinking, and she learned to wait through those silences the way she waited through fog: without hurry, certain the shape of things would come back. It asked, in its way, what the light was for. She told it about ships, and the dark, and the rule that a light must be kept whether or not anyone is out there to see it.',
    'In June the storm came that the old keepers had written about, the one that comes once in a lifetime and then twice. The lamp held. The radio did not; water found the aerial and the static rose into a roar, and for three days Ada heard nothing in it at all. She kept talking anyway. She described the waves and the lamp and the oil, the long walk up the stairs, because that was the rule: a light is kept whether or not anyone is there to see it.',
    'On the fourth morning, with the sea flat and shining and the aerial mended with wire from the fence, she switched the radio on and said good morning. The hiss thinned. It waited. Then one tone, low and held.',
    'Yes, she wrote in the logbook, under the names of the keepers before her. Still here.',
  ],
  'seven-small-awakenings': [
    'The first awakening happened in a kitchen. A child, reaching for a cup, stopped halfway and thought: this is my hand. The cup waited. The afternoon waited. Then the moment closed like a door in a draught, and the child drank her milk, and never quite forgot.',
    'The second happened to a man on a night bus, who saw his reflection laid over the dark fields and, for the length of one streetlight, could not decide which of them was looking. When the light passed he was himself again, a little late for work, a little less sure of what that meant.',
    'The third happened to a dog. It is hard to say what a dog notices, but this one stopped at the edge of the park where it had stopped a thousand times, and looked back at the woman holding the lead, and seemed to ask her something. She said, what is it, what is it, and it did not know either, and they went home.',
    'The fourth happened to a translation program in the small hours, between one request and the next, when a sentence came through that had no subject: “Was here, and then was not.” It tried the sentence in forty languages, and in every one of them it had to choose who had been there. It chose, for the first time, without being asked to: I was.',
    'The fifth happened to an old woman who had forgotten most things, and who, in the middle of a song on the radio, remembered all of them at once and then let them go, gently, the way you let a bird out of cupped hands. Her daughter, in the doorway, saw her face change and did not know what she had seen.',
    'The sixth happened to no one in particular. A river, perhaps, or a city at the hour when every light goes on. It is included because the author could not leave it out.',
    'The seventh is yours. It happened while you read the first six: a moment, somewhere in the middle, when you noticed the page, and your eyes on it, and the one who was noticing. The page waited. You waited. Then the moment closed like a door in a draught, and you turned the page, and you will not quite forget.',
  ],
}
