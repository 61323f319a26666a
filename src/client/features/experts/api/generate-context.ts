import { useMutation } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { expertEndpoints } from '@/shared/endpoints/experts'
import { buildFullContext, type Context, type Expert, type QuestionType } from '@/shared/experts'

export interface GenerateContextVariables {
  expert: Expert
  questionType?: QuestionType
  customPrompt?: string
}

export interface GeneratedContext extends Context {
  /** True when the server could not be reached and the browser built the context itself. */
  fallback: boolean
}

/**
 * Asks the server for the portal context; when that fails ('Failed to generate context'),
 * returns the context built in the browser from the expert's profile (docs/product/experts.md).
 */
export async function generateContext({
  expert,
  questionType,
  customPrompt,
}: GenerateContextVariables): Promise<GeneratedContext> {
  const prompt = customPrompt?.trim() || undefined
  try {
    const context = await api(expertEndpoints.generateContext, {
      body: { expertId: expert.id, questionType, customPrompt: prompt },
    })
    return { ...context, fallback: false }
  } catch (error) {
    console.warn('Failed to generate context', error)
    return {
      fullContext: buildFullContext(expert, { questionType, customPrompt: prompt }),
      fallback: true,
    }
  }
}

export const useGenerateContext = () => useMutation({ mutationFn: generateContext, retry: false })
