export declare const DEFAULT_PORT: number
export declare const DEFAULT_CLIENT_ID: string
export declare const DEFAULT_CLIENT_SECRET: string

export type DevIdp = {
  issuer: string
  port: number
  clientId: string
  clientSecret: string
  signToken: (claims: Record<string, unknown>) => string
  close: () => Promise<void>
}

export declare function startDevIdp(options?: {
  port?: number
  host?: string
  issuer?: string
  clientId?: string
  clientSecret?: string
  siteUrls?: string[]
  log?: (line: string) => void
}): Promise<DevIdp>
