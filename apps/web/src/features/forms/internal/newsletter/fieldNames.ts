/** A custom field's input name in the rendered form (server markup and island agree on it). */
export const customFieldName = (id: string) => `et_custom_field_${id}`
