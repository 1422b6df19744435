import type { ServerResponse } from 'node:http';
import { startFakeServer } from './fake-server.ts';

export interface FakeQuestion {
  question: string;
  options: string[];
  correctAnswer: string;
  explanation: string;
}

/** What the fake does with the next request it receives. */
export type FakeBehaviour =
  | { kind: 'questions'; questions: FakeQuestion[]; firstTokenMs?: number; chunkMs?: number }
  | { kind: 'text'; text: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  /** The first questions, then the stream stops mid-way, left open without a word (until `cut`). */
  | { kind: 'stops'; questions: FakeQuestion[] }
  /** Two questions, then nothing until the test calls `resume`, then the rest: a model mid-stream. */
  | { kind: 'pauses'; questions: FakeQuestion[] };

export interface RecordedLlmRequest {
  path: string;
  rawBody: string;
  body: { model?: string; stream?: boolean; max_tokens?: number; messages?: { role: string; content: string }[] };
}

/**
 * A scriptable OpenAI-compatible server (POST /v1/chat/completions, streamed as server-sent
 * events like OpenAI's): each request takes the next scripted behaviour, or the default.
 */
export async function startFakeLlm() {
  const requests: RecordedLlmRequest[] = [];
  const script: FakeBehaviour[] = [];
  let fallback: FakeBehaviour = { kind: 'status', status: 500 };
  const hanging = new Set<ServerResponse>();
  let resumePaused: () => void = () => {};

  const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: 1,
      model: 'fake-model',
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;

  async function streamText(response: ServerResponse, text: string, firstTokenMs = 0, chunkMs = 0) {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.write(chunk({ role: 'assistant', content: '' }));
    if (firstTokenMs > 0) await new Promise((resolve) => setTimeout(resolve, firstTokenMs));
    const pieces = chunkMs > 0 ? (text.match(/[\s\S]{1,24}/g) ?? []) : [text];
    for (const piece of pieces) {
      if (response.destroyed) return;
      response.write(chunk({ content: piece }));
      if (chunkMs > 0) await new Promise((resolve) => setTimeout(resolve, chunkMs));
    }
    response.write(chunk({}, 'stop'));
    response.write(
      `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1, model: 'fake-model', choices: [], usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 } })}\n\n`,
    );
    response.end('data: [DONE]\n\n');
  }

  const { server, port } = await startFakeServer(async (request, rawBody, response) => {
    let body: RecordedLlmRequest['body'] = {};
    try {
      body = JSON.parse(rawBody);
    } catch {}
    requests.push({ path: request.url ?? '', rawBody, body });
    const behaviour = script.shift() ?? fallback;
    switch (behaviour.kind) {
      case 'questions':
        await streamText(
          response,
          JSON.stringify({ elements: behaviour.questions }),
          behaviour.firstTokenMs,
          behaviour.chunkMs,
        );
        return;
      case 'text':
        await streamText(response, behaviour.text);
        return;
      case 'status':
        response.writeHead(behaviour.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: `fake ${behaviour.status}`, type: 'server_error' } }));
        return;
      case 'hang':
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
        return;
      case 'pauses': {
        const elements = behaviour.questions.map((question) => JSON.stringify(question));
        // A streamed element counts as whole once the next one has begun, so two are sent first.
        const [first, rest] = [elements.slice(0, 2).join(','), elements.slice(2)];
        const paused = new Promise<void>((resolve) => {
          resumePaused = resolve;
        });
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        response.write(chunk({ role: 'assistant', content: '' }));
        response.write(chunk({ content: `{"elements":[${first},` }));
        await paused;
        if (response.destroyed) return;
        response.write(chunk({ content: `${rest.join(',')}]}` }));
        response.write(chunk({}, 'stop'));
        response.end('data: [DONE]\n\n');
        return;
      }
      case 'stops': {
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        response.write(chunk({ role: 'assistant', content: '' }));
        // The elements so far, and the start of one more that never ends.
        const sent = behaviour.questions.map((question) => JSON.stringify(question)).join(',');
        response.write(chunk({ content: `{"elements":[${sent},{"question":"` }));
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
        return;
      }
    }
  });

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** The next requests' behaviours, in order. */
    queue(...behaviours: FakeBehaviour[]) {
      script.push(...behaviours);
    },
    /** What every request gets once the queue is empty. */
    otherwise(behaviour: FakeBehaviour) {
      fallback = behaviour;
    },
    /** Lets a paused stream (`pauses`) send the rest of its questions. */
    resume() {
      resumePaused();
    },
    /** Cuts every stream left hanging, as a model server that goes away does. */
    cut() {
      for (const response of hanging) response.destroy();
    },
    reset() {
      script.length = 0;
      requests.length = 0;
      fallback = { kind: 'status', status: 500 };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeLlm = Awaited<ReturnType<typeof startFakeLlm>>;

/** Questions that pass the validator for ages 7–9 (three short options, one or two sentences). */
export function goodQuestions(count: number, topic = 'volcanoes'): FakeQuestion[] {
  return Array.from({ length: count }, (_, index) => ({
    question: `Which fact about ${topic} is true, number ${index + 1}?`,
    options: [`Fact ${index + 1} is true`, `Fact ${index + 1} is false`, `Fact ${index + 1} is made up`],
    correctAnswer: `Fact ${index + 1} is true`,
    explanation: `This fact is true. Scientists have checked it.`,
  }));
}
