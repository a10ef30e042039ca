/**
 * The product’s rule for a Discord user name (docs/product.md#social-sign-in): one that ends in `0` loses its last character.
 * Discord's API names a user `username` + `discriminator`, and every user moved to unique names
 * has the discriminator `0`: the rule turns `ann` + `0` back into `ann`.
 */
export function discordUsername(name: string): string {
  return name.endsWith('0') ? name.slice(0, -1) : name
}
