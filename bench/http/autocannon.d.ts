/** The part of autocannon 9's API the HTTP benchmark uses (the package ships no types). */
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number; max: number };
  type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    overallRate?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
  };
  export type Result = {
    requests: { average: number; total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
