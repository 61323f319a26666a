import { describe, expect, it } from 'vitest'
import { parseVideoId, videoEmbedCode, VideoInputSchema } from './videos'

describe('parseVideoId', () => {
  it.each([
    ['aircAruvnKk', 'aircAruvnKk'],
    ['  aircAruvnKk  ', 'aircAruvnKk'],
    ['https://www.youtube.com/watch?v=aircAruvnKk', 'aircAruvnKk'],
    ['https://www.youtube.com/watch?list=PL1&v=aircAruvnKk&t=42s', 'aircAruvnKk'],
    ['youtube.com/watch?v=aircAruvnKk', 'aircAruvnKk'],
    ['https://m.youtube.com/watch?v=aircAruvnKk', 'aircAruvnKk'],
    ['https://youtu.be/aircAruvnKk?si=abc', 'aircAruvnKk'],
    ['https://www.youtube.com/embed/aircAruvnKk', 'aircAruvnKk'],
    ['https://www.youtube-nocookie.com/embed/aircAruvnKk?rel=0', 'aircAruvnKk'],
    ['https://www.youtube.com/shorts/aircAruvnKk', 'aircAruvnKk'],
    ['https://www.youtube.com/live/jfKfPfyJRdk?feature=share', 'jfKfPfyJRdk'],
    ['http://youtube.com/watch?v=a-b_c-d_e-1', 'a-b_c-d_e-1'],
  ])('reads %s', (input, id) => {
    expect(parseVideoId(input)).toBe(id)
  })

  it.each([
    '',
    'aircAruvnK',
    'aircAruvnKkk',
    'airc Aruvn K',
    'https://vimeo.com/123456789',
    'https://evil.example/watch?v=aircAruvnKk',
    'https://youtube.com.evil.example/watch?v=aircAruvnKk',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC1234567890',
    'javascript:alert(1)',
    'https://youtu.be/',
  ])('refuses %j', (input) => {
    expect(parseVideoId(input)).toBeNull()
  })
})

describe('VideoInputSchema', () => {
  it('names the field that is wrong', () => {
    const result = VideoInputSchema.safeParse({
      video: 'nope',
      title: 'A talk',
      category: 'education',
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['video'])
    expect(result.error?.issues[0]?.message).toMatch(/video id or a YouTube link/)
  })

  it('accepts a link with a title and a category', () => {
    expect(
      VideoInputSchema.parse({
        video: 'https://youtu.be/aircAruvnKk',
        title: ' Neural networks ',
        category: 'education',
        duration: '18:40',
      }),
    ).toEqual({
      video: 'https://youtu.be/aircAruvnKk',
      title: 'Neural networks',
      description: '',
      category: 'education',
      duration: '18:40',
    })
  })
})

describe('videoEmbedCode', () => {
  it('embeds through the privacy-enhanced domain and escapes the title', () => {
    const code = videoEmbedCode('aircAruvnKk', 'Nets "&" <you>')
    expect(code).toContain('src="https://www.youtube-nocookie.com/embed/aircAruvnKk"')
    expect(code).toContain('title="Nets &quot;&amp;&quot; &lt;you&gt;"')
  })
})
