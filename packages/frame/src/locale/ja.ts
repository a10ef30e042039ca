import type { FrameStrings } from './en'

export const ja: FrameStrings = {
  approval: {
    requestedBy: 'リクエスト元',
    account: 'アカウント',
    chain: 'ネットワーク',
    signMessage: 'メッセージに署名',
    message: 'メッセージ',
    signTypedData: '構造化データに署名',
    domain: 'ドメイン',
    type: '型',
    data: 'データ',
    sendTransaction: 'トランザクションを送信',
    to: '宛先',
    newContract: '新しいコントラクト',
    value: '金額',
    maxNetworkFee: '最大ネットワーク手数料',
    reject: '拒否',
    approve: '承認',
    rejectLabel: (title) => `拒否：${title}`,
    approveLabel: (title) => `承認：${title}`,
  },
  recovery: {
    usePasskey: 'パスキーを使う',
    recoveryPassword: '復元用パスワード',
    openWithPassword: 'パスワードで開く',
    cancel: 'キャンセル',
    restoreTitle: 'このデバイスでウォレットを開く',
    restoreText:
      'このウォレットは保護されています。ここで開くには、パスキーまたは復元用パスワードを使ってください。',
    protectTitle: 'ウォレットを保護',
    protectText:
      '新しいデバイスでこのウォレットを開く方法を選んでください。どれもない場合、開けるのはこのデバイスだけです。',
    createPasskey: 'パスキーを作成',
    repeatPassword: '復元用パスワード（確認）',
    passwordsDiffer: 'パスワードが一致しません',
    setPassword: '復元用パスワードを設定',
    exportTitle: '秘密鍵をエクスポート',
    exportWarning:
      'この鍵を見た人は誰でもウォレットを操作できます。絶対に共有したり、サイトに貼り付けたりしないでください。',
    confirmToShow: '鍵を表示するには、パスキーまたは復元用パスワードで確認してください。',
    showPrivateKey: '秘密鍵を表示',
    privateKey: '秘密鍵',
    copy: 'コピー',
    copyFailed: 'コピーできませんでした',
    done: '完了',
  },
  errors: {
    WEAK_RECOVERY_PASSWORD:
      'もっと強い復元用パスワードを選んでください。推測されにくい 12 文字以上が必要です',
    WRONG_RECOVERY_PASSWORD: 'その復元用パスワードではこのウォレットを開けません',
    PASSKEY_CANCELLED: 'パスキーのリクエストがキャンセルされました',
    PASSKEY_UNSUPPORTED:
      'このブラウザまたはパスキーではウォレットを保護できません（PRF 拡張機能なし）。代わりに復元用パスワードを使ってください',
    PASSKEY_INVALID: 'パスキーを検証できませんでした',
    SOMETHING_WENT_WRONG: '問題が発生しました',
  },
  couldNotStart: 'ウォレットフレームを起動できませんでした',
}
