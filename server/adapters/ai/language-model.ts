import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { Config } from '../../config.ts';

type AiSettings = Exclude<Config['ai'], { kind: 'none' }>;

/**
 * The configured model through the Vercel AI SDK. `openai-compatible` speaks /chat/completions
 * with a strict JSON schema: OpenAI, Ollama, vLLM, llama.cpp's server and LM Studio all do.
 */
export function createLanguageModel(settings: AiSettings): LanguageModel {
  if (settings.kind === 'anthropic') {
    return createAnthropic({ apiKey: settings.apiKey, baseURL: settings.baseUrl })(settings.model);
  }
  return createOpenAICompatible({
    name: 'safesteps-llm',
    baseURL: settings.baseUrl ?? '',
    apiKey: settings.apiKey,
    supportsStructuredOutputs: true,
  }).chatModel(settings.model);
}
