export { dispatchAjax, readAjaxFields, type AjaxResult } from './dispatch'
export { AjaxError, defineAjaxAction, type AjaxAction, type AjaxContext } from './types'
