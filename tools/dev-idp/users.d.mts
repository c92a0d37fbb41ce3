export type DevUser = {
  sub: string
  email: string
  name: string
  password: string
  groups: string[]
}
export declare const users: DevUser[]
export declare function findUser(login: string): DevUser | null
