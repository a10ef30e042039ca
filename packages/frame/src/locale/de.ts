import type { FrameStrings } from './en'

export const de: FrameStrings = {
  approval: {
    requestedBy: 'Angefragt von',
    account: 'Konto',
    chain: 'Netzwerk',
    signMessage: 'Nachricht signieren',
    message: 'Nachricht',
    signTypedData: 'Strukturierte Daten signieren',
    domain: 'Domain',
    type: 'Typ',
    data: 'Daten',
    sendTransaction: 'Transaktion senden',
    to: 'An',
    newContract: 'Neuer Vertrag',
    value: 'Betrag',
    maxNetworkFee: 'Maximale Netzwerkgebühr',
    reject: 'Ablehnen',
    approve: 'Bestätigen',
    rejectLabel: (title) => `Ablehnen: ${title}`,
    approveLabel: (title) => `Bestätigen: ${title}`,
  },
  recovery: {
    usePasskey: 'Passkey verwenden',
    recoveryPassword: 'Wiederherstellungspasswort',
    openWithPassword: 'Mit Passwort öffnen',
    cancel: 'Abbrechen',
    restoreTitle: 'Wallet auf diesem Gerät öffnen',
    restoreText:
      'Diese Wallet ist geschützt. Verwende ihren Passkey oder ihr Wiederherstellungspasswort, um sie hier zu öffnen.',
    protectTitle: 'Wallet schützen',
    protectText:
      'Wähle, wie du diese Wallet auf einem neuen Gerät öffnest. Ohne eine Methode kann nur dieses Gerät sie öffnen.',
    createPasskey: 'Passkey erstellen',
    repeatPassword: 'Wiederherstellungspasswort wiederholen',
    passwordsDiffer: 'Die beiden Passwörter stimmen nicht überein',
    setPassword: 'Wiederherstellungspasswort festlegen',
    exportTitle: 'Privaten Schlüssel exportieren',
    exportWarning:
      'Wer diesen Schlüssel sieht, kontrolliert deine Wallet. Teile ihn nie und füge ihn auf keiner Website ein.',
    confirmToShow:
      'Bestätige mit deinem Passkey oder Wiederherstellungspasswort, um den Schlüssel anzuzeigen.',
    showPrivateKey: 'Privaten Schlüssel anzeigen',
    privateKey: 'Privater Schlüssel',
    copy: 'Kopieren',
    copyFailed: 'Kopieren fehlgeschlagen',
    done: 'Fertig',
  },
  errors: {
    WEAK_RECOVERY_PASSWORD:
      'Wähle ein stärkeres Wiederherstellungspasswort: mindestens 12 schwer zu erratende Zeichen',
    WRONG_RECOVERY_PASSWORD: 'Dieses Wiederherstellungspasswort öffnet diese Wallet nicht',
    PASSKEY_CANCELLED: 'Die Passkey-Anfrage wurde abgebrochen',
    PASSKEY_UNSUPPORTED:
      'Dieser Browser oder Passkey kann keine Wallet schützen (keine PRF-Erweiterung): Verwende stattdessen ein Wiederherstellungspasswort',
    PASSKEY_INVALID: 'Der Passkey konnte nicht überprüft werden',
    SOMETHING_WENT_WRONG: 'Etwas ist schiefgelaufen',
  },
  couldNotStart: 'Der Wallet-Frame konnte nicht starten',
}
